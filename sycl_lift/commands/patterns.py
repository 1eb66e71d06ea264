"""`sycl-lift patterns coverage` and `patterns suggest`: runtime patterns against host modules."""
from __future__ import annotations

import os
import sys

from lift.output import write_output
from sycl_lift.common import EXIT_ERROR, EXIT_OK, _add_pattern_choice


def cmd_patterns(args) -> int:
    """Check runtime patterns against a host module."""
    import json

    import lift
    from passes.host import patterns

    module = lift.parse_file(args.input)
    chosen, det, warnings = patterns.choose_patterns(module, args.patterns, args.release)
    report = patterns.coverage(module, chosen)
    own = patterns.pattern_set(det.family)
    differs = []
    if os.path.abspath(own.path) != os.path.abspath(chosen.path):
        from passes.host.raise_host import summarize_raise

        differs = patterns.compare_coverage(report, patterns.coverage(module, own), chosen, own)
        raised = {chosen.name: summarize_raise(module, chosen), own.name: summarize_raise(module, own)}
        if raised[chosen.name] != raised[own.name]:
            differs.append(f"raise with {chosen.name}: {raised[chosen.name]}; with {own.name}: {raised[own.name]}")
        else:
            differs.append(f"raise gives the same program with both: {raised[own.name]}")
    if args.json:
        text = json.dumps(patterns.coverage_json(report, det, warnings, differs), indent=2) + "\n"
    else:
        text = patterns.format_coverage(report, det, warnings, differs)
    write_output(args.output, text)
    return EXIT_ERROR if report.failed else EXIT_OK


def _add_patterns(sub):
    p = sub.add_parser("patterns", help="check runtime patterns against a host module",
                       description=cmd_patterns.__doc__)
    psub = p.add_subparsers(dest="patterns_command", metavar="ACTION", required=True)
    c = psub.add_parser("coverage", help="list the runtime calls no pattern explains (exit 1 if one builds a kernel)")
    c.add_argument("input", help="DPC++ host LLVM IR (.ll or .bc)")
    c.add_argument("--json", action="store_true", help="machine-readable report")
    c.add_argument("-o", "--output", help="output file (default: stdout)")
    _add_pattern_choice(c)
    p.set_defaults(func=cmd_patterns)
    s = psub.add_parser("suggest", help="derive [[call]] patterns for the calls a pattern set leaves unexplained",
                        description=cmd_patterns_suggest.__doc__)
    s.add_argument("input", nargs="+", metavar="HOST", help="DPC++ host LLVM IR (.ll or .bc), one or more")
    s.add_argument("-o", "--output", metavar="NEW.toml", help="the complete new pattern file (default: stdout)")
    s.add_argument("--json", action="store_true", help="the report as JSON on stdout (with the file's text "
                                                       "under `text` when there is no -o)")
    s.add_argument("--from", dest="candidates", action="append", metavar="FILE",
                   help="derive entries from this pattern file (repeatable; default: every installed family)")
    _add_pattern_choice(s)
    s.set_defaults(func=cmd_patterns_suggest)


def cmd_patterns_suggest(args) -> int:
    """Derive a [[call]] entry for every runtime call of the host modules that the pattern set
    leaves unexplained, from the closest entry of it or of any installed family, checked against
    the call's IR arguments; write the pattern file with them appended (usable as --patterns), and
    list on stderr what each was derived from.  Exit 1 when a call that launches or builds a
    kernel argument gets no entry."""
    import lift
    from passes.host import suggest

    result = suggest.suggest((lift.parse_file(path) for path in args.input), args.patterns, args.release,
                             args.candidates)
    if args.json:
        import json

        report = suggest.suggest_json(result) | ({"text": result.text} if args.output in (None, "-") else {})
        if args.output not in (None, "-"):
            write_output(args.output, result.text)
        write_output(None, json.dumps(report, indent=2) + "\n")
    else:
        write_output(args.output, result.text)
        if not args.quiet:
            sys.stderr.write(suggest.format_report(result))
    return EXIT_ERROR if result.failed else EXIT_OK
