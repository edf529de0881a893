/* global document */
/*
 * The header's quick search (issue 37): `/` anywhere on the page, outside a field, puts the cursor in it, as on
 * GitHub or MDN; Escape in it leaves it. The box itself is a plain GET form to the booking list.
 */
(function () {
  'use strict';
  var box = document.getElementById('quick-search');
  if (!box) return;
  var typing = function (el) {
    if (!el || el === document.body) return false;
    var tag = el.tagName;
    return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable;
  };
  document.addEventListener('keydown', function (event) {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(document.activeElement)) return;
    event.preventDefault();
    box.focus();
    box.select();
  });
  box.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') box.blur();
  });
})();
