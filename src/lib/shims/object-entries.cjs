// Every browser the portal supports has Object.entries: this stands in for the `object.entries`
// polyfill that node-polyglot requires, and the dozen helper packages it would bring along.
module.exports = Object.entries;
