/* Inside a Stackboard embed: when an htmx request fails (the server is down, an error page),
   say so inside the embed, where the reader is looking, instead of leaving a dead control. */
(function () {
  "use strict";
  function say(text) {
    var frame = document.getElementById("frame") || document.body;
    var note = document.getElementById("embed-error");
    if (!note) {
      note = document.createElement("p");
      note.id = "embed-error";
      note.className = "errorlist";
      note.setAttribute("role", "alert");
      frame.insertBefore(note, frame.firstChild);
    }
    note.textContent = text;
  }
  document.addEventListener("htmx:responseError", function (event) {
    var status = event.detail && event.detail.xhr ? event.detail.xhr.status : 0;
    say("Stackboard couldn't do that (error " + status + "). Reload the page to try again.");
  });
  document.addEventListener("htmx:sendError", function () {
    say("Stackboard can't be reached right now. Check the connection and try again.");
  });
  document.addEventListener("htmx:beforeSwap", function () {
    var note = document.getElementById("embed-error");
    if (note) note.remove();
  });
})();
