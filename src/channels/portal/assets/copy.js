/* global document, navigator */
/*
 * Copy buttons beside one-time secrets (portal, views/agency/credentials.eta). Each button names the element
 * whose text it copies (data-copy) and is hidden until this script finds a clipboard, so a reader without
 * JavaScript never sees a button that does nothing; the value itself is selectable text either way. The
 * result is announced in the button's live region.
 */
(function () {
  'use strict';
  if (!navigator.clipboard) return;
  document.querySelectorAll('button[data-copy]').forEach(function (button) {
    var source = document.getElementById(button.getAttribute('data-copy'));
    var status = document.getElementById(button.getAttribute('data-copy') + '-status');
    if (!source) return;
    button.hidden = false;
    button.addEventListener('click', function () {
      navigator.clipboard.writeText(source.textContent.trim()).then(
        function () {
          if (status) status.textContent = 'Copied';
        },
        function () {
          if (status) status.textContent = 'Could not copy: select the text and copy it';
        },
      );
    });
  });
})();
