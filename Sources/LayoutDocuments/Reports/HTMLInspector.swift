import ScrollLayout

/// An interactive page for one document's layouts: one self-contained HTML file (no network,
/// no external script) that draws each layout's screen to scale (one point, one CSS pixel),
/// scrolls each scroll view's content as UIKit would (wheel or slider within its offset range,
/// the inset area shaded, paging snapping to pages), and shows for the view clicked or hovered
/// its frame, the constraints that mention it with where each was written, and `explain` for
/// its position and size. The issues are listed beside it, each selecting the views it names.
/// `page.html#view=ID` opens with a view selected (`#layout=N&view=ID` in another layout), and
/// `#scroll=ID:x,y` scrolled (clamped, and snapped to a page when paging is on).
///
/// After drawing, the page writes each view's box as the browser laid it out into
/// `data-box` (x y width height, relative to the screen), so a headless browser's DOM shows
/// where every view really is.
public struct HTMLInspector {
    /// At most this many views per layout get `explain` lines (the rest say how to run it).
    public var explainedViewLimit = 400

    /// An inspector.
    public init() {}

    /// The page for a document: each entry solved on its own screen, then on each of
    /// `screens` (a screen picker chooses).
    public func render(_ report: DocumentReport, screens: [Screen] = []) -> String {
        var layouts: [JSONOutput] = []
        for entry in report.entries {
            var solutions: [JSONOutput] = [solution(entry, label: entry.result.screen.name, path: report.path)]
            // An Interface Builder scene keeps the bars it simulates on every screen, as `check
            // --screens` does; each screen's issues are that screen's own.
            let others = entry.scene.map { scene in screens.map(scene.runTimeScreen) } ?? screens
            for screen in others where screen != entry.layout.screen {
                var layout = entry.layout
                layout.screen = screen
                guard let engine = try? LayoutEngine(layout) else { continue }
                let other = DocumentReport.Entry(layout: layout, engine: engine, result: engine.result, issues: LayoutChecker().check(engine))
                solutions.append(solution(other, label: screen.name, path: report.path))
            }
            layouts.append(["name": .string(entry.layout.name), "solutions": .array(solutions)])
        }
        let data: JSONOutput = ["path": .string(report.path), "layouts": .array(layouts),
                                "error": report.error.map { .string($0.description) } ?? .null]
        // `</` inside a string would end the script element.
        let json = data.text.replacingOccurrences(of: "</", with: "<\\/")
        return HTMLInspector.page(title: report.path, json: json)
    }

    /// One layout solved on one screen, as the page's script reads it.
    func solution(_ entry: DocumentReport.Entry, label: String, path: String) -> JSONOutput {
        let result = entry.result
        let scrolls = Dictionary(uniqueKeysWithValues: result.scrollViews.map { ($0.id, $0) })
        var views: [JSONOutput] = []
        var explained = 0
        var hiddenViews = Set<String>()
        // The constraints that mention each view (either side), in the engine's order.
        var mentioning: [String: [LayoutConstraint]] = [:]
        for constraint in entry.engine.allConstraints {
            let owners = [constraint.first.item.ownerID] + (constraint.second.map { [$0.item.ownerID] } ?? [])
            for owner in Set(owners) { mentioning[owner, default: []].append(constraint) }
        }
        for view in result.views {
            // A view inside a hidden one is hidden too: drawn as such, under the visible views.
            let insideHidden = view.parentID.map { hiddenViews.contains($0) } ?? false
            if view.isHidden || insideHidden { hiddenViews.insert(view.id) }
            var container: String? = nil
            var current = view.parentID
            while let parent = current {
                if scrolls[parent] != nil { container = parent; break }
                current = result.view(parent)?.parentID
            }
            let mentions = mentioning[view.id] ?? []
            var explanations: [JSONOutput] = []
            if view.parentID != nil, explained < explainedViewLimit {
                explained += 1
                for attribute in [Attribute.leading, .top, .width, .height] {
                    guard let explanation = try? entry.engine.explain(Anchor(.view(view.id), attribute)) else { continue }
                    explanations.append(.array(explanation.lines.map { .string(DocumentReport.relativizingPaths(in: $0)) }))
                }
            }
            var object: [String: JSONOutput] = [
                "id": .string(view.id), "kind": .string(view.kind.rawValue), "frame": rect(view.frame),
                "absolute": rect(view.absoluteFrame), "hidden": .bool(view.isHidden || insideHidden), "hiddenTop": .bool(view.isHidden && !insideHidden),
                "depth": .number(Double(view.depth)),
                "constraints": .array(mentions.prefix(60).map { constraint in
                    ["text": .string(constraint.description), "origin": .string(DocumentReport.displayPath(constraint.origin.description)),
                     "generated": .bool(constraint.origin.isGenerated)]
                }),
                "explain": .array(explanations),
            ]
            if let parent = view.parentID { object["parent"] = .string(parent) }
            if let container { object["container"] = .string(container) }
            if let title = view.title, !title.isEmpty { object["title"] = .string(title) }
            views.append(.object(object))
        }
        let scrollViews: [JSONOutput] = result.scrollViews.map { scroll in
            let g = scroll.geometry
            return [
                "id": .string(scroll.id), "absolute": rect(scroll.absoluteFrame),
                "contentSize": [.number(scroll.contentSize.width), .number(scroll.contentSize.height)],
                "inset": [.number(g.adjustedContentInset.top), .number(g.adjustedContentInset.left),
                          .number(g.adjustedContentInset.bottom), .number(g.adjustedContentInset.right)],
                "minOffset": [.number(g.minimumOffset.x), .number(g.minimumOffset.y)],
                "maxOffset": [.number(g.maximumOffset.x), .number(g.maximumOffset.y)],
                "paging": .bool(g.isPagingEnabled), "page": [.number(g.boundsSize.width), .number(g.boundsSize.height)],
                "scrolls": [.bool(g.scrolls.horizontal), .bool(g.scrolls.vertical)],
                "sizeSource": .string(scroll.contentSizeSource.horizontal == scroll.contentSizeSource.vertical
                    ? scroll.contentSizeSource.vertical.rawValue
                    : "width: \(scroll.contentSizeSource.horizontal.rawValue), height: \(scroll.contentSizeSource.vertical.rawValue)"),
            ]
        }
        let issues: [JSONOutput] = entry.issues.map { issue in
            let location = DocumentReport.displayPath(ProjectedIssue(issue, path: path).location.prefix)
            var views: [String] = []
            for item in issue.items where !views.contains(item.ownerID) && result.view(item.ownerID) != nil { views.append(item.ownerID) }
            return ["severity": .string(issue.severity.rawValue), "rule": .string(issue.rule.rawValue),
                    "message": .string(issue.message), "location": .string(location),
                    "fix": issue.fix.map { .string($0.description) } ?? .null, "views": .array(views.map { .string($0) })]
        }
        let screen = result.screen
        let insets = screen.safeAreaInsets
        return [
            "label": .string(label), "width": .number(screen.size.width), "height": .number(screen.size.height),
            "safeArea": [.number(insets.top), .number(insets.left), .number(insets.bottom), .number(insets.right)],
            "views": .array(views), "scrollViews": .array(scrollViews), "issues": .array(issues),
        ]
    }

    func rect(_ rect: Rect) -> JSONOutput {
        [.number(rect.minX), .number(rect.minY), .number(rect.width), .number(rect.height)]
    }

    /// The page around the data.
    static func page(title: String, json: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title)) — scroll-layout inspector</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header><h1>\(escape(title))</h1><label>layout <select id="layout-picker"></select></label> <label>screen <select id="screen-picker"></select></label></header>
        <main>
        <section id="stage-column"><div id="stage"></div><div id="sliders"></div><p id="legend">Click a view to inspect it; scroll a scroll view with the wheel or its slider. Shaded: the inset area outside the content.</p></section>
        <aside><section id="panel"><p class="hint">No view selected.</p></section><section><h2>Issues</h2><ul id="issues"></ul></section></aside>
        </main>
        <script type="application/json" id="data">\(json)</script>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    static func escape(_ text: String) -> String { text.markupEscaped }

    static let style = """
        body { margin: 0; font: 13px -apple-system, Helvetica, Arial, sans-serif; color: #222; background: #f4f4f5; }
        header { padding: 10px 16px; background: #fff; border-bottom: 1px solid #ddd; display: flex; gap: 16px; align-items: center; }
        header h1 { font-size: 15px; margin: 0; }
        main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
        #stage-column { flex: none; }
        #stage { position: relative; }
        .screen { position: relative; background: #fff; outline: 2px solid #222; overflow: hidden; }
        .safe-area { position: absolute; border: 1px dashed #2a9d8f; pointer-events: none; box-sizing: border-box; }
        .view { position: absolute; box-sizing: border-box; background: rgba(0,0,0,0.03); cursor: pointer; }
        .view::after { content: ''; position: absolute; inset: 0; border: 1px solid #555; pointer-events: none; z-index: 3; }
        .view { z-index: 1; }
        .view.hidden-view { opacity: 0.45; background: none; z-index: 0; }
        .view.hidden-view::after { border: 1px dashed #888; }
        .view.hidden-view > .label { color: #777; font-style: italic; }
        .view.scroll-view { background: repeating-linear-gradient(45deg, #eef2ff, #eef2ff 6px, #e0e7ff 6px, #e0e7ff 12px); overflow: hidden; }
        .view.scroll-view::after { border: 2px solid #1d4ed8; }
        .scroll-content { position: absolute; left: 0; top: 0; background: #fff; outline: 1px dashed #1d4ed8; }
        .view.error::after { border: 2px solid #d62828; }
        .view.warning::after { border: 2px solid #f77f00; }
        .view.selected { outline: 3px solid #7c3aed; z-index: 5; }
        .view.highlighted { outline: 3px solid #d62828; z-index: 4; }
        .view > .label { position: absolute; left: 2px; top: 1px; font-size: 10px; color: #333; white-space: nowrap; overflow: hidden; max-width: calc(100% - 4px); pointer-events: none; }
        aside { flex: 1; min-width: 320px; max-width: 560px; }
        aside section { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 10px 12px; margin-bottom: 12px; }
        aside h2 { font-size: 14px; margin: 0 0 6px; }
        #panel .frame { font-family: ui-monospace, Menlo, monospace; }
        #panel li, #issues li { margin: 4px 0; }
        #panel .loc, #issues .loc { color: #666; font-family: ui-monospace, Menlo, monospace; font-size: 11px; }
        #panel pre { background: #f7f7f8; padding: 6px; white-space: pre-wrap; font-size: 11px; }
        #issues li { cursor: pointer; }
        #issues .error { color: #d62828; font-weight: bold; }
        #issues .warning { color: #b45309; font-weight: bold; }
        #issues .note { color: #666; font-weight: bold; }
        #sliders label { display: block; margin-top: 6px; }
        #legend { max-width: 420px; color: #555; }
        .hint { color: #666; }
        """

    static let script = #"""
        const data = JSON.parse(document.getElementById('data').textContent);
        const stage = document.getElementById('stage');
        const panel = document.getElementById('panel');
        const issuesList = document.getElementById('issues');
        const sliders = document.getElementById('sliders');
        const layoutPicker = document.getElementById('layout-picker');
        const screenPicker = document.getElementById('screen-picker');
        let current = { layout: 0, solution: 0, selected: null };
        let offsets = {};

        function el(tag, cls, text) { const e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; }
        function place(e, x, y, w, h) { e.style.left = x + 'px'; e.style.top = y + 'px'; e.style.width = w + 'px'; e.style.height = h + 'px'; }
        function solution() { return data.layouts[current.layout].solutions[current.solution]; }

        function draw() {
          const s = solution();
          stage.innerHTML = ''; sliders.innerHTML = ''; offsets = {};
          const screen = el('div', 'screen'); screen.id = 'screen';
          screen.style.width = s.width + 'px'; screen.style.height = s.height + 'px';
          stage.appendChild(screen);
          const scrolls = {}; s.scrollViews.forEach(v => scrolls[v.id] = v);
          const marks = {};
          s.issues.forEach(i => { if (i.severity !== 'note') i.views.forEach(id => { if (marks[id] !== 'error') marks[id] = i.severity; }); });
          // Containers whose first subview starts at their own corner: their name goes above them.
          const containsCorner = {};
          const byId = {}; s.views.forEach(v => byId[v.id] = v);
          s.views.forEach(v => { const p = byId[v.parent]; if (p && Math.abs(p.absolute[0] - v.absolute[0]) < 0.5 && Math.abs(p.absolute[1] - v.absolute[1]) < 0.5) containsCorner[p.id] = true; });
          const containers = { '': screen };
          const origins = { '': [0, 0] };
          s.views.forEach(v => {
            // The root is drawn too: it may itself be a scroll view (a table view controller).
            const key = v.container || '';
            const origin = origins[key] || [0, 0];
            const box = el('div', 'view' + (v.hidden ? ' hidden-view' : '') + (scrolls[v.id] ? ' scroll-view' : '') + (marks[v.id] ? ' ' + marks[v.id] : ''));
            box.dataset.id = v.id; box.dataset.frame = v.absolute.join(' ');
            box.title = v.id + (v.title ? ' — ' + v.title : '') + ' ' + v.frame.join(', ');
            place(box, v.absolute[0] - origin[0], v.absolute[1] - origin[1], v.absolute[2], v.absolute[3]);
            // Inside a hidden view nothing is named: its top says "hidden" for the whole subtree.
            if (!v.hidden || v.hiddenTop) {
              const label = el('span', 'label', (v.title ? v.title : v.id) + (v.hiddenTop ? ' (hidden)' : ''));
              if (containsCorner[v.id]) label.dataset.outside = '1';
              box.appendChild(label);
            }
            box.addEventListener('click', ev => { ev.stopPropagation(); select(v.id); });
            (containers[key] || screen).appendChild(box);
            if (scrolls[v.id]) {
              const sv = scrolls[v.id];
              const content = el('div', 'scroll-content'); content.dataset.scroll = v.id;
              content.style.width = sv.contentSize[0] + 'px'; content.style.height = sv.contentSize[1] + 'px';
              box.appendChild(content);
              containers[v.id] = content; origins[v.id] = [sv.absolute[0], sv.absolute[1]];
              offsets[v.id] = [sv.minOffset[0], sv.minOffset[1]];
              box.addEventListener('wheel', ev => { ev.preventDefault(); ev.stopPropagation(); scrollBy(v.id, ev.deltaX, ev.deltaY); }, { passive: false });
              addSliders(sv);
            }
          });
          const safe = el('div', 'safe-area');
          place(safe, s.safeArea[1], s.safeArea[0], s.width - s.safeArea[1] - s.safeArea[3], s.height - s.safeArea[0] - s.safeArea[2]);
          screen.appendChild(safe);
          Object.keys(offsets).forEach(apply);
          drawIssues(s);
          measure();
          declutter();
        }

        // Each label takes the first free spot of its view: the top-left corner, the top-right,
        // the bottom-left (a container whose first subview shares its corner: just above its
        // top edge first). One with no free spot is hidden (the view's tooltip and the panel
        // still name it): stacked small views otherwise smear their ids together.
        function declutter() {
          const kept = [];
          const spots = [
            { left: '2px', right: 'auto', top: '1px', bottom: 'auto' },
            { left: 'auto', right: '2px', top: '1px', bottom: 'auto' },
            { left: '2px', right: 'auto', top: 'auto', bottom: '1px' },
          ];
          const above = { left: '2px', right: 'auto', top: '-13px', bottom: 'auto' };
          stage.querySelectorAll('.view > .label').forEach(label => {
            const box = label.parentNode.getBoundingClientRect();
            const tries = (label.dataset.outside ? [above] : []).concat(box.height >= 11 && box.width >= 14 ? spots : []);
            label.style.display = 'none';
            for (const spot of tries) {
              Object.assign(label.style, spot); label.style.display = '';
              const r = label.getBoundingClientRect();
              if (!kept.some(k => r.left < k.right && k.left < r.right && r.top < k.bottom && k.top < r.bottom)) { kept.push(r); return; }
              label.style.display = 'none';
            }
          });
        }

        // Scrolls every scroll view around a view (outermost first) so that it shows the view:
        // the view's top at the top of what the scroll view shows, within its offset range.
        function reveal(id) {
          const s = solution();
          const chain = [];
          let v = s.views.find(x => x.id === id);
          while (v && v.container) { chain.unshift([v.container, v]); v = s.views.find(x => x.id === v.container); }
          chain.forEach(([scrollID, inner]) => {
            const sv = s.scrollViews.find(x => x.id === scrollID);
            if (!sv || !offsets[scrollID]) return;
            const o = offsets[scrollID];
            [0, 1].forEach(axis => {
              const start = inner.absolute[axis] - sv.absolute[axis], length = inner.absolute[axis + 2], frame = sv.absolute[axis + 2];
              if (start >= o[axis] && start + length <= o[axis] + frame) return;
              o[axis] = Math.min(Math.max(start, sv.minOffset[axis]), Math.max(sv.maxOffset[axis], sv.minOffset[axis]));
            });
            apply(scrollID);
          });
        }

        function addSliders(sv) {
          [0, 1].forEach(axis => {
            if (sv.maxOffset[axis] <= sv.minOffset[axis] + 1e-9) return;
            const label = el('label', null, sv.id + (axis ? ' contentOffset.y ' : ' contentOffset.x '));
            const input = el('input'); input.type = 'range'; input.min = sv.minOffset[axis]; input.max = sv.maxOffset[axis]; input.step = 1;
            input.value = sv.minOffset[axis]; input.dataset.scroll = sv.id; input.dataset.axis = axis;
            const value = el('span', 'loc', String(sv.minOffset[axis]));
            input.addEventListener('input', () => { offsets[sv.id][axis] = Number(input.value); apply(sv.id); });
            input.addEventListener('change', () => snap(sv.id));
            label.appendChild(input); label.appendChild(value); sliders.appendChild(label);
          });
        }

        let snapTimer = null;
        function scrollBy(id, dx, dy) {
          const sv = solution().scrollViews.find(x => x.id === id);
          const o = offsets[id];
          o[0] = Math.min(Math.max(o[0] + dx, sv.minOffset[0]), sv.maxOffset[0]);
          o[1] = Math.min(Math.max(o[1] + dy, sv.minOffset[1]), sv.maxOffset[1]);
          apply(id);
          clearTimeout(snapTimer); snapTimer = setTimeout(() => snap(id), 160);
        }

        function snap(id) {
          const sv = solution().scrollViews.find(x => x.id === id);
          if (!sv.paging) return;
          [0, 1].forEach(axis => {
            const page = sv.page[axis];
            if (page <= 0) return;
            const target = Math.round(offsets[id][axis] / page) * page;
            offsets[id][axis] = Math.min(Math.max(target, sv.minOffset[axis]), Math.max(sv.maxOffset[axis], sv.minOffset[axis]));
          });
          apply(id);
        }

        function apply(id) {
          const content = stage.querySelector('.scroll-content[data-scroll="' + CSS.escape(id) + '"]');
          if (!content) return;
          const o = offsets[id];
          content.style.transform = 'translate(' + (-o[0]) + 'px,' + (-o[1]) + 'px)';
          sliders.querySelectorAll('input[data-scroll="' + CSS.escape(id) + '"]').forEach(input => {
            input.value = o[input.dataset.axis]; input.nextSibling.textContent = String(Math.round(o[input.dataset.axis] * 100) / 100);
          });
          measure();
        }

        function measure() {
          const screen = document.getElementById('screen');
          if (!screen) return;
          const origin = screen.getBoundingClientRect();
          stage.querySelectorAll('.view').forEach(box => {
            const r = box.getBoundingClientRect();
            box.dataset.box = [r.left - origin.left, r.top - origin.top, r.width, r.height].map(n => Math.round(n * 100) / 100).join(' ');
          });
        }

        function drawIssues(s) {
          issuesList.innerHTML = '';
          if (data.error) issuesList.appendChild(el('li', 'error', data.error));
          if (s.issues.length === 0) issuesList.appendChild(el('li', 'hint', 'No issues.'));
          s.issues.forEach((issue, index) => {
            const li = el('li', 'issue'); li.dataset.views = issue.views.join(' '); li.dataset.index = index;
            li.appendChild(el('span', issue.severity, issue.severity + ': '));
            li.appendChild(document.createTextNode(issue.message + ' '));
            if (issue.location) li.appendChild(el('span', 'loc', issue.location));
            li.appendChild(el('span', 'loc', ' [' + issue.rule + ']'));
            if (issue.fix) { li.appendChild(el('div', 'loc', 'fix: ' + issue.fix)); }
            li.addEventListener('click', () => highlight(issue.views));
            issuesList.appendChild(li);
          });
        }

        function highlight(ids) {
          stage.querySelectorAll('.view.highlighted').forEach(b => b.classList.remove('highlighted'));
          ids.forEach(id => { const b = stage.querySelector('.view[data-id="' + CSS.escape(id) + '"]'); if (b) b.classList.add('highlighted'); });
          if (ids.length) select(ids[0], true);
        }

        function select(id, keepHighlight) {
          const s = solution();
          const v = s.views.find(x => x.id === id);
          stage.querySelectorAll('.view.selected').forEach(b => b.classList.remove('selected'));
          if (!keepHighlight) stage.querySelectorAll('.view.highlighted').forEach(b => b.classList.remove('highlighted'));
          panel.innerHTML = '';
          if (!v) { panel.appendChild(el('p', 'hint', 'No view "' + id + '" in this layout.')); return; }
          current.selected = id;
          const box = stage.querySelector('.view[data-id="' + CSS.escape(id) + '"]');
          if (box) box.classList.add('selected');
          panel.dataset.view = id;
          panel.appendChild(el('h2', null, v.id + ' (' + v.kind + ')'));
          if (v.title) panel.appendChild(el('p', null, '“' + v.title + '”'));
          panel.appendChild(el('p', 'frame', 'frame ' + v.frame.join(', ') + (v.hidden ? ' (hidden)' : '')));
          const sv = s.scrollViews.find(x => x.id === id);
          if (sv) panel.appendChild(el('p', 'frame', 'contentSize ' + sv.contentSize.join(' × ') + ' (' + sv.sizeSource + '), offsets x ' + sv.minOffset[0] + '…' + sv.maxOffset[0] + ', y ' + sv.minOffset[1] + '…' + sv.maxOffset[1]));
          panel.appendChild(el('h2', null, 'Constraints'));
          const list = el('ul', 'constraints');
          if (v.constraints.length === 0) list.appendChild(el('li', 'hint', 'none mention it'));
          v.constraints.forEach(c => { const li = el('li', 'constraint' + (c.generated ? ' generated' : ''), c.text + ' '); li.appendChild(el('span', 'loc', c.origin)); list.appendChild(li); });
          panel.appendChild(list);
          if (v.explain.length) {
            panel.appendChild(el('h2', null, 'Explain'));
            v.explain.forEach(lines => panel.appendChild(el('pre', 'explain', lines.join('\n'))));
          }
          if (history.replaceState) history.replaceState(null, '', '#layout=' + current.layout + '&view=' + encodeURIComponent(id));
        }

        function fillPickers() {
          layoutPicker.innerHTML = '';
          data.layouts.forEach((l, i) => { const o = el('option', null, l.name); o.value = i; layoutPicker.appendChild(o); });
          layoutPicker.value = current.layout;
          screenPicker.innerHTML = '';
          data.layouts[current.layout].solutions.forEach((s, i) => { const o = el('option', null, s.label + ' (' + s.width + '×' + s.height + ')'); o.value = i; screenPicker.appendChild(o); });
          screenPicker.value = current.solution;
          layoutPicker.parentNode.style.display = data.layouts.length > 1 ? '' : 'none';
          screenPicker.parentNode.style.display = data.layouts[current.layout].solutions.length > 1 ? '' : 'none';
        }
        layoutPicker.addEventListener('change', () => { current = { layout: Number(layoutPicker.value), solution: 0, selected: null }; fillPickers(); draw(); });
        screenPicker.addEventListener('change', () => { current.solution = Number(screenPicker.value); const keep = current.selected; draw(); if (keep) select(keep); });

        const params = new URLSearchParams(location.hash.slice(1));
        if (data.layouts.length) {
          const wanted = params.get('view');
          let layout = Number(params.get('layout') || 0);
          if (wanted && !params.get('layout')) {
            const found = data.layouts.findIndex(l => l.solutions[0].views.some(v => v.id === wanted));
            if (found >= 0) layout = found;
          }
          current.layout = Math.min(Math.max(layout, 0), data.layouts.length - 1);
          fillPickers(); draw();
          // #scroll=ID:x,y (several joined by ;) opens scrolled there, clamped and snapped to a
          // page as a release there would be.
          (params.get('scroll') || '').split(';').filter(Boolean).forEach(part => {
            const [id, xy] = part.split(':');
            const sv = solution().scrollViews.find(x => x.id === id);
            if (!sv || !offsets[id]) return;
            const [x, y] = (xy || '').split(',').map(Number);
            offsets[id] = [0, 1].map(axis => Math.min(Math.max([x, y][axis] || 0, sv.minOffset[axis]), Math.max(sv.maxOffset[axis], sv.minOffset[axis])));
            snap(id); apply(id);
          });
          if (wanted) { reveal(wanted); select(wanted); }
        } else {
          issuesList.appendChild(el('li', 'error', data.error || 'No layouts.'));
        }
        """#
}
