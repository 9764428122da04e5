#!/usr/bin/env python3
"""Writes coupling's man page (mdoc) from the command's own definition.

    scripts/generate-man-page.py BINARY > coupling.1

Reads `BINARY --experimental-dump-help` (swift-argument-parser's description of every subcommand, flag
and argument), so the page never drifts from `--help`. swift-argument-parser's generate-manual plugin
does the same, but builds the whole package first (swift-syntax included), which takes longer than
the release build it documents.
"""
import json
import subprocess
import sys


def escape(text):
    # mdoc: a line starting with a dot or apostrophe is a request; backslashes start escapes.
    text = (text or "").replace("\\", "\\e")
    return "\n".join(("\\&" + line) if line[:1] in ".'" else line for line in text.split("\n"))


def flag_names(argument):
    names = argument.get("names") or []
    return [("-" if n["kind"] == "short" else "--") + n["name"] for n in names]


def describe_arguments(arguments, out):
    shown = [a for a in arguments or [] if a.get("shouldDisplay", True)]
    if not shown:
        return
    out.append(".Bl -tag -width 6n")
    for argument in shown:
        names = flag_names(argument)
        value = argument.get("valueName")
        if argument["kind"] == "positional":
            out.append(f".It Ar {value}")
        elif argument["kind"] == "flag":
            out.append(".It " + " , ".join(f"Fl {n[1:]}" for n in names))
        else:
            out.append(".It " + " , ".join(f"Fl {n[1:]} Ar {value}" for n in names))
        text = argument.get("abstract", "")
        if argument.get("defaultValue") not in (None, ""):
            text += f" (default: {argument['defaultValue']})"
        out.append(escape(text))
    out.append(".El")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: generate-man-page.py BINARY")
    dump = json.loads(subprocess.run([sys.argv[1], "--experimental-dump-help"], check=True,
                                     capture_output=True, text=True).stdout)
    root = dump["command"]
    name = root["commandName"]
    out = [".Dd " + "2026-11-23", f".Dt {name.upper()} 1", ".Os", ".Sh NAME", f".Nm {name}",
           ".Nd " + escape(root.get("abstract", "")), ".Sh SYNOPSIS", f".Nm {name}", ".Ar subcommand",
           ".Op Ar options", ".Sh DESCRIPTION", escape(root.get("discussion", ""))]
    describe_arguments(root.get("arguments"), out)
    out.append(".Sh SUBCOMMANDS")
    for command in root.get("subcommands", []):
        if not command.get("shouldDisplay", True) or command["commandName"] == "help":
            continue
        out.append(f".Ss {name} {command['commandName']}")
        out.append(escape(command.get("abstract", "")))
        if command.get("discussion"):
            out.append(".Pp")
            out.append(escape(command["discussion"]))
        describe_arguments(command.get("arguments"), out)
    out += [".Sh EXIT STATUS", "0 clean; 1 the gate tripped (--fail-on, or check on a new error); 2 usage,",
            "configuration or input error.", ".Sh SEE ALSO", "The README of the coupling repository."]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
