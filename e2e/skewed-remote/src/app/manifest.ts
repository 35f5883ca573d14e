import data from './manifest.json';

/** The skewed build's ./manifest: built against a contract this host does not have. */
export default { ...data, sharedContract: '2.0.0' };
