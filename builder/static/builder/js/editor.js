/* Stackboard's one script, loaded in <head> on every page. Progressive enhancement only: every
 * control it improves also works without it.
 *
 * - Form errors: 400 answers are swapped in place, even with DEBUG on.
 * - The theme: the reader's choice (light or dark, kept in localStorage) wins over the system's
 *   prefers-color-scheme; applied before the page paints.
 * - The builder: drag a card to another zone or place (it posts the card's move form, the one the
 *   ↑ ↓ buttons use), copy the board as text, and after an action move the focus to its result.
 */
(function () {
  "use strict";

  var KEY = "stackboard-theme";
  var root = document.documentElement;
  root.classList.add("js");

  function storedTheme() {
    try {
      return window.localStorage.getItem(KEY);
    } catch (error) {
      return null;
    }
  }

  function applyTheme(theme) {
    if (theme === "dark" || theme === "light") {
      root.setAttribute("data-theme", theme);
    } else {
      root.removeAttribute("data-theme");
    }
  }

  function isDark() {
    var chosen = root.getAttribute("data-theme");
    if (chosen) {
      return chosen === "dark";
    }
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
  }

  applyTheme(storedTheme());

  /* A 400 answer is a form shown again with its errors, swapped like any other (base.html's
   * htmx-config). With DEBUG on, django-htmx's script would replace the whole page with it:
   * keep that debugging help for the other error codes only. */
  window.addEventListener(
    "htmx:beforeOnLoad",
    function (event) {
      var xhr = event.detail && event.detail.xhr;
      if (xhr && xhr.status === 400) {
        event.stopPropagation();
      }
    },
    true
  );

  function setUpThemeToggle() {
    var button = document.getElementById("theme-toggle");
    if (!button) {
      return;
    }
    button.hidden = false;
    button.setAttribute("aria-pressed", String(isDark()));
    button.addEventListener("click", function () {
      var next = isDark() ? "light" : "dark";
      try {
        window.localStorage.setItem(KEY, next);
      } catch (error) {
        /* private mode: the choice lasts for this page only */
      }
      applyTheme(next);
      button.setAttribute("aria-pressed", String(next === "dark"));
    });
  }

  /* --- copy the board as text ------------------------------------------------------------ */

  function copyText(button) {
    var source = document.getElementById(button.getAttribute("data-copy-target"));
    if (!source) {
      return;
    }
    var label = button.textContent;
    var done = function () {
      button.textContent = "Copied";
      window.setTimeout(function () {
        button.textContent = label;
      }, 2000);
    };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(source.textContent).then(done, function () {
        selectText(source);
      });
    } else {
      selectText(source);
    }
  }

  function selectText(element) {
    var details = element.closest("details");
    if (details) {
      details.open = true;
    }
    var range = document.createRange();
    range.selectNodeContents(element);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-copy-target]");
    if (button) {
      copyText(button);
    }
  });

  /* --- drag and drop of cards -------------------------------------------------------------- */

  var dragged = null;

  function dropZone(event) {
    return event.target.closest ? event.target.closest("[data-drop-zone]") : null;
  }

  function clearTargets() {
    document.querySelectorAll(".drop-target").forEach(function (zone) {
      zone.classList.remove("drop-target");
    });
  }

  /* Where in the zone's list the pointer is: the index of the first card it is before, in
   * reading order (cards wrap in rows), not counting the card being dragged. */
  function dropIndex(zone, x, y) {
    var cards = Array.prototype.filter.call(zone.children, function (item) {
      return item.matches("li.card") && item !== dragged;
    });
    for (var i = 0; i < cards.length; i++) {
      var box = cards[i].getBoundingClientRect();
      if (y < box.top || (y <= box.bottom && x < box.left + box.width / 2)) {
        return i;
      }
    }
    return cards.length;
  }

  document.addEventListener("dragstart", function (event) {
    var card = event.target.closest && event.target.closest("li.card[data-move-url]");
    if (!card) {
      return;
    }
    dragged = card;
    card.classList.add("dragging");
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", card.getAttribute("data-object-id"));
  });

  document.addEventListener("dragend", function () {
    if (dragged) {
      dragged.classList.remove("dragging");
    }
    dragged = null;
    clearTargets();
  });

  document.addEventListener("dragover", function (event) {
    var zone = dropZone(event);
    if (!dragged || !zone) {
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    if (!zone.classList.contains("drop-target")) {
      clearTargets();
      zone.classList.add("drop-target");
    }
  });

  document.addEventListener("drop", function (event) {
    var zone = dropZone(event);
    if (!dragged || !zone || !window.htmx) {
      return;
    }
    event.preventDefault();
    var card = dragged;
    var values = {
      "move-to": zone.getAttribute("data-drop-zone"),
      "move-index": String(dropIndex(zone, event.clientX, event.clientY))
    };
    clearTargets();
    window.htmx.ajax("POST", card.getAttribute("data-move-url"), {
      source: card,
      target: "#workspace",
      swap: "outerHTML",
      values: values
    });
  });

  /* --- keeping the keyboard's place across a swap ------------------------------------------- */

  /* htmx gives the focus back to a control with an id that is in the new content. The picker's
   * and the judge's forms have none (there is one per option), so after an action the focus
   * would fall back to the top of the page: send it to what the action led to instead, the
   * decision to make or the result, so a keyboard or screen reader user lands on it. */
  var landingAfter = null;

  document.addEventListener("htmx:beforeRequest", function (event) {
    var source = event.detail && event.detail.elt;
    landingAfter = null;
    if (source && source.closest && source.closest(".play-column")) {
      /* The log's own links (player or judge detail) land on the log. */
      landingAfter = source.closest("#log") ? ["log-heading"] : ["decision-heading", "log-heading"];
    }
  });

  document.addEventListener("htmx:afterSettle", function () {
    var candidates = landingAfter;
    var active = document.activeElement;
    landingAfter = null;
    if (!candidates || (active && active !== document.body && document.contains(active))) {
      return;
    }
    for (var i = 0; i < candidates.length; i++) {
      var landing = document.getElementById(candidates[i]);
      if (landing) {
        landing.focus();
        return;
      }
    }
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUpThemeToggle);
  } else {
    setUpThemeToggle();
  }
})();
