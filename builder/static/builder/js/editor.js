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

  /* On a phone the header is one row (issue 30, point 5): the main links open under a Menu
   * button instead of scrolling sideways. Escape closes it and gives the focus back. */
  function setUpMenuToggle() {
    var button = document.getElementById("menu-toggle");
    var nav = document.getElementById("site-nav");
    if (!button || !nav) {
      return;
    }
    button.hidden = false;
    document.documentElement.classList.add("has-menu-toggle");
    var setOpen = function (open) {
      button.setAttribute("aria-expanded", String(open));
      nav.classList.toggle("open", open);
    };
    button.addEventListener("click", function () {
      setOpen(button.getAttribute("aria-expanded") !== "true");
    });
    nav.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        setOpen(false);
        button.focus();
      }
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

  /* Where in the zone the pointer is: the place (data-index) of the first card it is before,
   * in reading order (cards wrap in rows; the battlefield has rows of its own), not counting
   * the card being dragged; after the last card, the end of the zone. */
  function dropIndex(zone, x, y) {
    var all = Array.prototype.filter.call(zone.querySelectorAll("li.card"), function (item) {
      return item !== dragged && !dragged.contains(item);
    });
    for (var i = 0; i < all.length; i++) {
      var box = all[i].getBoundingClientRect();
      if (y < box.top || (y <= box.bottom && x < box.left + box.width / 2)) {
        var place = parseInt(all[i].getAttribute("data-index"), 10);
        return isNaN(place) ? i : place;
      }
    }
    return all.length;
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

  /* htmx gives the focus back to a control with an id that is in the new content, and a
   * control that wasn't redrawn keeps it: after an action the focus stays with the control,
   * unless the action led to a decision (then it moves to the decision), or the control is
   * gone (then to the result), so a keyboard or screen reader user lands on what matters. */
  var landingAfter = null;
  var refused = false;

  /* A refused action (400) comes back as its form drawn again, with what was entered and the
   * error beside it: the focus stays on the control (its id is the same), so the page doesn't
   * move. */
  document.addEventListener("htmx:afterRequest", function (event) {
    var xhr = event.detail && event.detail.xhr;
    refused = Boolean(xhr && xhr.status === 400);
  });

  document.addEventListener("htmx:beforeRequest", function (event) {
    var source = event.detail && event.detail.elt;
    landingAfter = null;
    if (source && source.closest && source.closest(".play-column, .result-column")) {
      /* The log's own links (player or judge detail) land on the log. */
      landingAfter = source.closest("#log") ? ["log-heading"] : ["decision-heading", "log-heading"];
    }
  });

  document.addEventListener("htmx:afterSettle", function () {
    var candidates = landingAfter;
    var active = document.activeElement;
    landingAfter = null;
    if (!candidates) {
      return;
    }
    var kept = active && active !== document.body && document.contains(active);
    if (refused) {
      if (!kept) {
        var error = document.querySelector("#actions [role='alert']");
        if (error) {
          error.setAttribute("tabindex", "-1");
          error.focus({ preventScroll: true });
        }
      }
      return;
    }
    /* A decision the action led to takes the focus; else it stays with the control, unless
     * that is a picker option's (drawn again for the new board: the result is what matters). */
    var decision = candidates.indexOf("decision-heading") >= 0 && document.getElementById("decision-heading");
    var picker = kept && active.closest && active.closest("#actions .option");
    if (!decision && kept && !picker) {
      return;
    }
    for (var i = 0; i < candidates.length; i++) {
      var landing = document.getElementById(candidates[i]);
      if (landing) {
        revealTab(landing);
        landing.focus();
        return;
      }
    }
  });

  /* A form drawn for what comes next ("Add as damage source": Deal damage, its source chosen)
   * marks the field to fill with autofocus; a swap doesn't honour it, so it is done here, once
   * (the mark is dropped: the next swap keeps the focus where the user put it). */
  function focusMarked() {
    var marked = document.querySelector("#workspace [autofocus]");
    if (marked) {
      marked.removeAttribute("autofocus");
      revealTab(marked);
      marked.focus();
      if (marked.select) {
        marked.select(); /* its default (an amount of 1) is replaced by what is typed */
      }
    }
  }

  document.addEventListener("htmx:afterSettle", focusMarked);

  /* --- redrawing only what changed ----------------------------------------------------------- */

  /* Every part of the builder's workspace says what it shows (data-unit, data-digest); each
   * request tells the server what the page holds, so the answer carries only the parts that
   * changed, swapped out of band (builder/views/workspace.py). A part that asks for it
   * (data-redraw-source: the add-a-card form) is redrawn after a request from inside it. */
  document.addEventListener("htmx:configRequest", function (event) {
    var workspace = document.getElementById("workspace");
    var source = event.detail && event.detail.elt;
    var target = event.detail.target;
    if (!workspace || !source || !workspace.contains(source) || target !== workspace) {
      return;
    }
    var own = source.closest("[data-unit][data-redraw-source]");
    var pairs = [];
    workspace.querySelectorAll("[data-unit]").forEach(function (unit) {
      var held = unit === own ? "" : unit.getAttribute("data-digest") || "";
      pairs.push(unit.getAttribute("data-unit") + "=" + held);
    });
    event.detail.headers["X-Workspace-Units"] = pairs.join(";");
  });

  /* A request that swaps into one part (the outcomes, the log's detail) changes what that part
   * shows: its digest no longer says what it holds. */
  document.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail && event.detail.target;
    if (target && target.id !== "workspace" && target.closest) {
      var unit = target.closest("[data-unit]");
      if (unit) {
        unit.setAttribute("data-digest", "");
      }
    }
  });

  /* --- tabs on a phone: board, actions, log ------------------------------------------------- */

  var PHONE = window.matchMedia ? window.matchMedia("(max-width: 48rem)") : null;

  function showTab(name) {
    var page = document.querySelector(".builder-page");
    if (!page) {
      return;
    }
    page.setAttribute("data-tab", name);
    document.querySelectorAll(".workspace-tabs [data-tab]").forEach(function (link) {
      if (link.getAttribute("data-tab") === name) {
        link.setAttribute("aria-current", "true");
      } else {
        link.removeAttribute("aria-current");
      }
    });
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest(".workspace-tabs [data-tab]");
    if (link && PHONE && PHONE.matches) {
      event.preventDefault();
      showTab(link.getAttribute("data-tab"));
    }
  });

  /* On a phone, a place in a hidden tab (the decision after an action) opens its tab first. */
  function revealTab(element) {
    var panel = element && element.closest && element.closest("[data-tab-panel]");
    if (panel && PHONE && PHONE.matches) {
      showTab(panel.getAttribute("data-tab-panel"));
    }
  }

  /* The Actions tab says when a decision is waiting in it (the tabs are outside the parts an
   * answer redraws, so the page checks after each swap). */
  function markPending() {
    var mark = document.querySelector(".workspace-tabs .pending-mark");
    if (mark) {
      mark.hidden = !document.getElementById("decision");
    }
  }

  document.addEventListener("htmx:afterSettle", markPending);

  /* A target that must differ from earlier ones ("two target creatures", "another target":
   * 115.3): what an earlier target chose is disabled in it, its text saying why (the reason
   * and rule the page carries in data-already-NAME). Its own choice is never taken from it
   * (a refused cast comes back as entered; the engine's refusal says why). */
  function markRepeatedTargets(form) {
    var selects = form.querySelectorAll("select[data-distinct-from]");
    Array.prototype.forEach.call(selects, function (select) {
      var taken = {};
      select.getAttribute("data-distinct-from").split(" ").forEach(function (name) {
        var earlier = form.querySelector("select[name='" + name + "']");
        if (earlier && earlier.value) {
          taken[earlier.value] = select.getAttribute("data-already-" + name);
        }
      });
      Array.prototype.forEach.call(select.querySelectorAll("option[value]"), function (option) {
        if (!option.hasAttribute("data-label")) {
          if (option.disabled) {
            return; // forbidden by the rules already, with its own reason
          }
          option.setAttribute("data-label", option.textContent);
        }
        var why = taken[option.value];
        var repeated = Boolean(why) && option.value !== select.value;
        option.disabled = repeated;
        option.textContent = option.getAttribute("data-label") + (why ? ": " + why : "");
        if (repeated) {
          option.setAttribute("aria-disabled", "true");
        } else {
          option.removeAttribute("aria-disabled");
        }
      });
    });
  }

  function markAllRepeatedTargets() {
    Array.prototype.forEach.call(document.querySelectorAll("form"), function (form) {
      if (form.querySelector("select[data-distinct-from]")) {
        markRepeatedTargets(form);
      }
    });
  }

  document.addEventListener("change", function (event) {
    var form = event.target && event.target.form;
    if (form && event.target.tagName === "SELECT" && form.querySelector("select[data-distinct-from]")) {
      markRepeatedTargets(form);
    }
  });
  document.addEventListener("htmx:afterSettle", markAllRepeatedTargets);

  /* --- keyboard shortcuts (documented on the page: templates/builder/_shortcuts.html) -------- */

  function typing(target) {
    return target && target.closest && target.closest("input, textarea, select, [contenteditable]");
  }

  function focusFirst(selector) {
    var found = document.querySelector(selector);
    if (found) {
      revealTab(found);
      found.focus();
      if (found.scrollIntoView) {
        found.scrollIntoView({ block: "nearest" });
      }
    }
    return found;
  }

  function openJudgeActions() {
    var first = document.querySelector("#actions .judge-action");
    if (first) {
      first.open = true;
    }
    return focusFirst("#actions .judge-action[open] select, #actions .judge-action[open] input:not([type=hidden])");
  }

  var SHORTCUTS = {
    a: function () { return focusFirst("#id_card-card"); },
    p: function () { return focusFirst("#actions .option form button, #actions .option form select, #actions .option form input:not([type=hidden])"); },
    j: openJudgeActions,
    c: function () { return focusFirst("#decision input[type=radio]:checked, #decision input[type=radio]"); },
    u: function () { return clickButton("#history .history-nav form:first-child button"); },
    U: function () { return clickButton("#history .history-nav form:last-child button"); },
    b: function () { return focusFirst("#board-column .card-quick button, #board-column .card-quick a"); },
    s: function () { return focusFirst("form.save input:not([type=hidden])"); },
    l: function () { return focusFirst("#log-heading"); },
    "?": function () {
      var list = document.getElementById("shortcuts");
      if (list) {
        list.open = !list.open;
        list.querySelector("summary").focus();
      }
      return list;
    }
  };

  /* Undo and redo post their history form the way its button does, with htmx. A panel htmx
   * just swapped in gets its handlers only when it settles: a click before then would post the
   * form the plain way and reload the page, so the form is processed first (htmx skips what it
   * already processed). */
  function clickButton(selector) {
    var button = document.querySelector(selector);
    if (button && !button.disabled) {
      button.focus();
      if (window.htmx && button.form) {
        window.htmx.process(button.form);
      }
      button.click();
    }
    return button;
  }

  document.addEventListener("keydown", function (event) {
    if (!document.getElementById("workspace") || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    /* Shift+Enter in the card name: "Add as damage source" (its button, so htmx posts it). */
    if (event.key === "Enter" && event.shiftKey && event.target.id === "id_card-card") {
      var source = event.target.form && event.target.form.querySelector("button[value=damage_source]");
      if (source) {
        event.preventDefault();
        source.click();
      }
      return;
    }
    /* Escape leaves a field (its value kept), so the next key can be a shortcut. */
    if (event.key === "Escape" && typing(event.target) && event.target.blur) {
      var field = event.target;
      window.setTimeout(function () { field.blur(); }, 0);
      return;
    }
    if (typing(event.target)) {
      return;
    }
    var action = SHORTCUTS[event.key];
    if (action && action()) {
      event.preventDefault();
    }
  });

  function setUp() {
    setUpThemeToggle();
    setUpMenuToggle();
    markPending();
    focusMarked();
    markAllRepeatedTargets();
    if (PHONE && PHONE.matches && document.querySelector(".builder-page")) {
      showTab("board");
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp);
  } else {
    setUp();
  }
})();
