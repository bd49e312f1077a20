/* Inside a Stackboard embed: tell the page that frames it how tall the embed is, whenever that
   changes (a step, every outcome shown, a puzzle move), so nothing is cut off. The host page's
   side is stackboard-embed.js (docs/embedding.md). The height is no secret: any page may hear it. */
(function () {
  "use strict";
  if (window.parent === window) return;
  var last = -1;
  function post() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: "stackboard:height", height: height }, "*");
  }
  if ("ResizeObserver" in window) {
    new ResizeObserver(post).observe(document.documentElement);
  }
  document.addEventListener("htmx:afterSettle", post);
  window.addEventListener("load", post);
  post();
})();
