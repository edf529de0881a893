/* global document, window */
/*
 * Feedback next to the action (portal.md "Forms"): after a form post the page answers with the result, and
 * the element marked data-autofocus (a form's error summary, a cancellation quote) takes the focus, so the
 * reader starts at it instead of at the top of the page. The form's action carries the same element as its
 * fragment, so the browser scrolls to it even without this script.
 */
(function () {
  'use strict';
  var target = document.querySelector('[data-autofocus]');
  if (!target) return;
  // Chromium's scroll to the URL's fragment, which runs until the page has loaded, takes the focus back to
  // the body when the fragment names an element that cannot be focused: focus again once it has loaded.
  var focus = function () {
    target.focus();
  };
  focus();
  window.addEventListener('load', function () {
    window.setTimeout(focus, 0);
  });
})();
