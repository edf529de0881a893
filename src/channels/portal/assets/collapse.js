/* global document, window */
/*
 * The booking list's search and filters (a <details>, open in the page) fold away on a narrow screen, so that
 * the count and the bookings are what a phone shows first (issue 37). Loaded without `defer` right after the
 * <details>, so it is closed before the page is first drawn. It stays open when it shows a problem to fix.
 * Without the script the filters are simply open.
 */
(function () {
  'use strict';
  var panel = document.getElementById('booking-filters');
  if (!panel || panel.hasAttribute('data-keep-open')) return;
  if (window.matchMedia('(max-width: 700px)').matches) panel.open = false;
})();
