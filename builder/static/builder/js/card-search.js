// The card search asks as the reader types, a quarter of a second after the last change, and
// at once on Enter or the Search button.  One search per query: submitting cancels the search
// still waiting to be sent, so it can't come back after the page the reader moved on to (a
// "Next" page would otherwise be replaced by the first page again).
(function () {
  "use strict";
  var form = document.querySelector("form[data-card-search]");
  if (!form) return;
  var input = form.querySelector("input[name=q]");
  var waiting = null;
  input.addEventListener("input", function () {
    clearTimeout(waiting);
    waiting = setTimeout(function () {
      waiting = null;
      form.requestSubmit();
    }, 250);
  });
  form.addEventListener("submit", function () {
    clearTimeout(waiting);
    waiting = null;
  });
})();
