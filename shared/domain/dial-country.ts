/**
 * The country a tree dials numbers stored without a dial code with, unless its owner chose
 * another. Its own module, free of libphonenumber-js, so the answers' schemas (in the first
 * script the page loads) do not carry the phone metadata.
 */
export const DEFAULT_DIAL_COUNTRY = 'DE';
