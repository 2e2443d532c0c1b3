// opencc-js publishes its dictionaries (`opencc-js/dict/<name>`) without types: each is one string,
// entries split by `|`, an entry's words by a space, the source word first.
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
