/// The HTML report's inline style sheet: readable on screen and in print, no web fonts, no
/// external resources (the Content-Security-Policy allows inline styles only).
enum HTMLStyleSheet {
    static let css = """
        :root{--ink:#0f172a;--muted:#475569;--faint:#94a3b8;--line:#e2e8f0;--bg:#f8fafc;--card:#fff;
        --pass:#15803d;--pass-bg:#dcfce7;--fail:#b91c1c;--fail-bg:#fee2e2;--warn:#b45309;--warn-bg:#fef3c7;
        --info:#1d4ed8;--info-bg:#dbeafe;--skip:#475569;--skip-bg:#f1f5f9;--content:#2563eb;--ad:#f59e0b}
        *{box-sizing:border-box}
        body{margin:0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg)}
        code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:12.5px}
        header.top{background:#0f172a;color:#e2e8f0;padding:14px 32px;display:flex;gap:16px;align-items:baseline}
        header.top .brand{font-weight:700;font-size:18px;color:#fff;letter-spacing:.02em}
        header.top .meta{color:#94a3b8;font-size:13px}
        main{max-width:1180px;margin:0 auto;padding:24px 32px 48px}
        h1{font-size:22px;margin:0;overflow-wrap:anywhere}
        h2{font-size:18px;margin:32px 0 12px;padding-bottom:6px;border-bottom:1px solid var(--line)}
        h3{font-size:15px;margin:22px 0 8px;color:#1e293b}
        section.capture{margin-bottom:48px}
        .verdict{display:flex;gap:20px;align-items:center;background:var(--card);border:1px solid var(--line);border-left:6px solid var(--pass);border-radius:10px;padding:18px 22px}
        .verdict.fail{border-left-color:var(--fail)}
        .badge{font-weight:800;font-size:20px;letter-spacing:.06em;padding:8px 16px;border-radius:8px;background:var(--pass-bg);color:var(--pass)}
        .verdict.fail .badge{background:var(--fail-bg);color:var(--fail)}
        .verdict .counts{margin:6px 0 0;color:var(--muted)}
        .verdict .counts b{color:var(--ink)}
        dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:14px 0 0;font-size:13px}
        dl.facts dt{color:var(--muted)} dl.facts dd{margin:0;overflow-wrap:anywhere}
        .note{background:var(--warn-bg);border:1px solid #fcd34d;border-radius:8px;padding:8px 12px;margin:12px 0}
        nav.toc{margin:14px 0 0;font-size:13px} nav.toc a{margin-right:14px}
        a{color:#1d4ed8;text-decoration:none} a:hover{text-decoration:underline}
        table{border-collapse:collapse;width:100%;background:var(--card);border:1px solid var(--line);border-radius:8px;overflow:hidden;font-size:13px}
        th,td{text-align:left;padding:6px 10px;border-bottom:1px solid var(--line);vertical-align:top}
        th{background:#f1f5f9;font-weight:600;color:#334155;font-size:12px;text-transform:uppercase;letter-spacing:.03em}
        tr:last-child td{border-bottom:0}
        td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
        .pill{display:inline-block;padding:1px 9px;border-radius:999px;font-size:12px;font-weight:600;white-space:nowrap}
        .v-pass{background:var(--pass-bg);color:var(--pass)} .v-fail{background:var(--fail-bg);color:var(--fail)} .v-warn{background:var(--warn-bg);color:var(--warn)}
        .v-not-exercised,.v-not-checked{background:var(--skip-bg);color:var(--skip)}
        .v-not-checked{border:1px dashed var(--faint)}
        .rule{display:inline-block;margin:1px 4px 1px 0;padding:0 6px;border-radius:4px;font-size:12px;border:1px solid var(--line)}
        .rule.v-fail{border-color:#fca5a5} .rule.v-pass{border-color:#86efac}
        .detail{color:var(--muted);font-size:12.5px}
        .session{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:4px 22px 18px;margin:22px 0}
        .session h2{border:0;margin-top:16px}
        .summary-line{color:var(--muted);margin:-6px 0 10px}
        figure{margin:8px 0 4px} figure figcaption{color:var(--muted);font-size:12px;margin-top:4px}
        svg.timeline{display:block;max-width:100%;height:auto;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
        .tl-bg{fill:#fff} .tl-lane{fill:#f8fafc;stroke:#eef2f7}
        .tl-label{font-size:11px;fill:#475569;font-weight:600} .tl-tick{font-size:10px;fill:#64748b} .tl-axis{font-size:9.5px;fill:#94a3b8}
        .tl-grid{stroke:#e2e8f0;stroke-width:1}
        .tl-content{fill:var(--content);fill-opacity:.78;stroke:var(--content)}
        .tl-ad{fill:var(--ad);stroke:#b45309}
        .tl-content.tl-inferred{fill-opacity:.18;stroke-dasharray:4 3;stroke-width:1.5}
        .tl-ad.tl-inferred{fill-opacity:.3;stroke-dasharray:4 3;stroke-width:1.5}
        .tl-playhead{fill:none;stroke:#0f172a;stroke-width:1.6}
        .tl-inferred-line{stroke-dasharray:5 4;stroke:#475569}
        .tl-dot{fill:#0f172a} .tl-playhead-ad{stroke:#d97706} .tl-dot.tl-playhead-ad{fill:#d97706}
        .tl-mark{stroke-width:1.5}
        .tl-play,.tl-resume{fill:#16a34a;stroke:#15803d} .tl-stop{fill:#dc2626;stroke:#b91c1c}
        .tl-pause{fill:#ea580c;stroke:#c2410c} .tl-end{fill:#7c3aed;stroke:#6d28d9}
        .tl-forward{fill:#db2777;stroke:#be185d} .tl-metadata{fill:#2563eb;stroke:#1d4ed8}
        .tl-metadata-ad{fill:var(--ad);stroke:#b45309} .tl-other{fill:#64748b;stroke:#475569}
        .tl-mark.tl-inferred{fill:#fff;stroke-dasharray:2.5 1.5}
        .tl-ping{stroke:#334155;stroke-width:1.6} .tl-ping-view{stroke:#0f766e;stroke-width:2.4}
        .tl-ping-ad{stroke:#d97706;stroke-width:2} .tl-ping-failed{stroke:#dc2626;stroke-dasharray:2 2}
        .tl-pin circle{stroke:#fff;stroke-width:1.5} .tl-pin text{font-size:10px;font-weight:700;fill:#fff}
        .tl-pin-line{stroke-width:1.2;stroke-dasharray:3 2}
        .tl-pin-error circle{fill:#dc2626} .tl-pin-error .tl-pin-line{stroke:#dc2626}
        .tl-pin-warning circle{fill:#d97706} .tl-pin-warning .tl-pin-line{stroke:#d97706}
        .tl-pin-info circle{fill:#2563eb} .tl-pin-info .tl-pin-line{stroke:#2563eb}
        .tl-pin.tl-inferred circle{stroke-dasharray:3 2;stroke:#0f172a}
        .tl-legend text{font-size:11px;fill:#475569}
        .finding{border:1px solid var(--line);border-left:5px solid var(--fail);border-radius:8px;padding:10px 14px;margin:10px 0;background:#fff}
        .finding.sev-warning{border-left-color:#d97706} .finding.sev-info{border-left-color:#2563eb}
        .finding:target{box-shadow:0 0 0 3px #93c5fd}
        .finding header{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
        .finding .num{font-weight:700;color:var(--muted)}
        .sev{font-size:11px;font-weight:700;text-transform:uppercase;padding:1px 7px;border-radius:4px}
        .sev-error .sev,.sev.error{background:var(--fail-bg);color:var(--fail)}
        .sev-warning .sev,.sev.warning{background:var(--warn-bg);color:var(--warn)}
        .sev-info .sev,.sev.info{background:var(--info-bg);color:var(--info)}
        .ev{font-size:11px;padding:0 7px;border-radius:999px;border:1px solid #94a3b8;color:#334155}
        .ev.inferred{border-style:dashed;color:var(--muted)}
        .finding p{margin:6px 0} .finding ul{margin:4px 0 4px 18px;padding:0;font-size:13px}
        .fix{background:#f0fdf4;border-radius:6px;padding:6px 10px;color:#14532d}
        .fix b{color:var(--pass)}
        details{margin:8px 0} summary{cursor:pointer;color:#334155;font-weight:600}
        table.params{margin:6px 0 10px;font-size:12px} table.params td:first-child{white-space:nowrap;color:var(--muted)}
        td.wrap,p.wrap{overflow-wrap:anywhere}
        .redacted{color:var(--faint);font-style:italic}
        footer{color:var(--muted);font-size:12px;border-top:1px solid var(--line);padding-top:12px;margin-top:32px}
        section.findings h3 a{color:inherit} .see-findings{font-size:13px} .see-findings a{margin-right:6px;font-weight:600}
        .campaign .verdict{padding:10px 16px;font-weight:600} .campaign .verdict.pass{border-left-color:var(--pass)}
        table.matrix th.capture-name{text-transform:none;letter-spacing:0;max-width:14em;overflow-wrap:anywhere}
        .to-pin{font-size:12px} tr.evidence td:first-child a{font-size:11px;font-weight:600;color:var(--fail)}
        .tl-adcount{font-size:11px;font-weight:700;fill:#fff}
        p,li,td,dd{overflow-wrap:break-word}
        @media (max-width:800px){table{display:block;overflow-x:auto;max-width:100%} svg.timeline{min-width:0;max-width:100%}}
        @media print{body{background:#fff} header.top{background:#fff;color:#000;border-bottom:2px solid #000}
          tr,figure,article.finding,dl.facts{break-inside:avoid} tr:has(details){break-inside:auto} h2,h3{break-after:avoid}
          details::details-content{content-visibility:visible;display:contents} details>summary{list-style:none}
          table{display:table;overflow:visible} a{color:inherit;text-decoration:none}}
        """
}
