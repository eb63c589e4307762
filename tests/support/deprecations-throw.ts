/**
 * Test setup: a deprecated call throws where it is made instead of printing a warning nobody reads. The one that
 * matters today is pg's "client.query() while the client is already executing a query", which pg 9 refuses: a
 * transaction is one connection, so its statements must run one after the other, never under Promise.all.
 * Node reports each deprecation once per process, so the first offending test of a worker fails.
 */
process.throwDeprecation = true;
