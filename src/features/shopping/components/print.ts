import { createGlobalStyle, css } from 'styled-components';

/** Controls that mean nothing on paper: buttons, the day chooser, the add form. */
export const hideInPrint = css`
  @media print {
    display: none !important;
  }
`;

/**
 * While the list is on screen, printing it gives the list alone: everything around the page's
 * <main> (top bar, side menu, toasts, skip link) is left out, the shell's grid lets the page take
 * the sheet's width, and it is black on white.
 */
export const ShoppingPrintStyle = createGlobalStyle`
  @media print {
    body *:not(#main):not(#main *):not(:has(#main)) {
      display: none !important;
    }
    *:has(> #main) {
      display: block !important;
      padding: 0 !important;
      background: none !important;
    }
    body,
    #main {
      padding: 0 !important;
      background: #fff !important;
      color: #000 !important;
    }
  }
`;
