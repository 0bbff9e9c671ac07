// The generated API types live below every shared folder (src/api-types), so content/ and stores/
// can name them without importing lib/; the api modules here keep importing './types'.
export * from '../../api-types';
