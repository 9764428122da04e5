#!/usr/bin/env python3
"""Classify the edges a scoring run missed (its false negatives against the import truth).

For each missed edge A -> B of a run of scripts/score-real-code.py it prints, from the files of A
that import B: whether they hold nothing but imports (`empty`), which top-level names B declares
that they spell outside comments and strings (`used_top_level`, a rough reading: top-level
declarations found by brace depth), and the report's unresolved entries of A that list B (names
that were ambiguous or not visible). docs/real-code-scoring.md groups the misses with it.

    scripts/classify-missed-edges.py SCORE.json CORPUS RUN VARIANT_SOURCES REPORT.json
    e.g. scripts/classify-missed-edges.py /tmp/coupling-score/score.json swift-nio single-target \
         /tmp/coupling-score/swift-nio/single-target/Sources /tmp/coupling-score/swift-nio/report-single-target.json
"""
import json, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
import importlib.util
spec = importlib.util.spec_from_file_location("score", os.path.join(HERE, "score-real-code.py"))
score = importlib.util.module_from_spec(spec); sys.modules["score"] = score; spec.loader.exec_module(score)
d = json.load(open(sys.argv[1]))
corpus, run = sys.argv[2], sys.argv[3]
root = sys.argv[4]  # variant Sources root
rep = json.load(open(sys.argv[5]))
DECL = re.compile(r'^\s*(?:@\w+(?:\([^)]*\))?\s*)*(?:(?:public|package|internal|open|final|indirect|nonisolated|static)\s+)*(?:struct|class|enum|protocol|actor|typealias|func|let|var|macro)\s+`?([A-Za-z_]\w*)', re.M)
def top_names(comp):
    names = set()
    for dp, _, fs in os.walk(os.path.join(root, comp)):
        for f in fs:
            if f.endswith('.swift'):
                code, _ = score.swift_mask(open(os.path.join(dp, f), errors='replace').read())
                # only depth-0 declarations: crude brace depth
                depth = 0
                for line in code.split('\n'):
                    if depth == 0:
                        m = DECL.match(line)
                        if m: names.add(m.group(1))
                    depth += line.count('{') - line.count('}')
    return names
unres = {}
for u in rep['unresolved']:
    unres.setdefault(u['from'], []).append(u)
for x in d['corpora'][corpus]['runs'][run]['scores']['imports']['false_negatives']:
    a, b = x['from'], x['to']
    files = sorted({e.split(':')[0] for e in x['truth_evidence']})
    names = top_names(b)
    used = set()
    for f in files:
        p = os.path.join(root, f)
        if not os.path.exists(p): continue
        code, _ = score.swift_mask(open(p, errors='replace').read())
        code = re.sub(r'^\s*(@\w+\s*)*import .*$', '', code, flags=re.M)
        idents = set(re.findall(r'(?<![\w.])[A-Za-z_]\w*', code))
        used |= idents & names
    rest = ''.join(open(os.path.join(root, f), errors='replace').read() for f in files if os.path.exists(os.path.join(root, f)))
    empty = all(not re.sub(r'(?m)^\s*(//.*|@\w+.*|import .*|#if.*|#endif.*|#else.*)?$', '', score.swift_mask(open(os.path.join(root, f), errors='replace').read())[0]).strip() for f in files if os.path.exists(os.path.join(root, f)))
    amb = [f"{u['symbol']}:{u['reason']}:{'/'.join(u['candidates'])}" for u in unres.get(a, []) if b in u['candidates']]
    print(f"{a} -> {b}: files={files} empty={empty} used_top_level={sorted(used)[:6]} unresolved={amb[:4]}")
