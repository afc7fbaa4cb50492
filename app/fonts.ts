import localFont from 'next/font/local';

/** Inter, self-hosted from the @fontsource-variable package (no request to Google at build or run time). */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});
