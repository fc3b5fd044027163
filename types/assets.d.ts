declare module '*.css';
declare module '*.svg' {
  const path: string;
  export default path;
}
