// CSS imports have no meaning under jsdom; components are tested by role and text, not by style.
module.exports = {};
