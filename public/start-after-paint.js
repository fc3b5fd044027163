/*
 * Starts the app on a page the server sent rendered (server/ssr/serverRender.ts), once
 * that page and its images have painted: the content first, then the JavaScript that makes
 * it interactive, so on a slow phone the app's ~170 KiB never holds up the first picture.
 * The scripts to start are listed, in order, in <script id="forkcast-scripts">
 * (contract/serverRender.ts: SERVER_SCRIPTS_ID). Plain JavaScript: it runs before anything else.
 */
(function () {
  var list = document.getElementById('forkcast-scripts');
  if (!list) return;
  var scripts = JSON.parse(list.textContent || '[]');
  var started = false;

  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // run in the listed order
      document.head.appendChild(script);
    });
  }

  // After `load` (the page's images are in) and the frame that paints them.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
  // An image that never finishes, or a tab opened in the background (no frames), must not
  // keep the app from starting.
  setTimeout(start, 3000);
})();
