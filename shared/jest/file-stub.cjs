// Imported images and styles resolve to a fixed name in tests.
module.exports = 'test-file-stub';
