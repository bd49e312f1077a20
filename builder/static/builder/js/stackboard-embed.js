/* Stackboard embeds on your page: add this script once, after or before the iframes,
     <script src="https://STACKBOARD-HOST/static/builder/js/stackboard-embed.js" async></script>
   and each Stackboard iframe takes the height its content needs (docs/embedding.md). It only
   listens: a message counts when it comes from one of the page's iframes, from that iframe's own
   origin, and says "stackboard:height". */
(function () {
  "use strict";
  var MIN = 120;
  var MAX = 12000;
  function originOf(frame) {
    try {
      return new URL(frame.src, window.location.href).origin;
    } catch (error) {
      return "";
    }
  }
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (!data || data.type !== "stackboard:height" || typeof data.height !== "number") return;
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i++) {
      var frame = frames[i];
      if (frame.contentWindow !== event.source || originOf(frame) !== event.origin) continue;
      var height = Math.max(MIN, Math.min(MAX, Math.ceil(data.height)));
      frame.style.height = height + "px";
      frame.setAttribute("height", String(height));
    }
  });
})();
