declare module '*.css';
declare module '*.svg' {
  const path: string;
  export default path;
}
declare module '*.woff2' {
  const path: string;
  export default path;
}
