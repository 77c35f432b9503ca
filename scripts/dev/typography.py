#!/usr/bin/env python3
"""Puts French non-breaking spaces before : ; ! ? inside the string literals of content .ts files and in the
title/excerpt lines of article front matter. A writing aid; tests/unit/typography.test.ts is the rule."""
import re, sys
NB = '\u00a0'
def fix(text):
    return re.sub(r' ([:;!?])(?=\s|$|[«»"\'’)\]])', NB + r'\1', text)
for path in sys.argv[1:]:
    src = open(path, encoding='utf8').read()
    if path.endswith('.ts'):
        out = re.sub(r"'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`", lambda m: fix(m.group(0)), src)
    else:
        out = re.sub(r'^(title|excerpt): .*$', lambda m: m.group(0)[:len(m.group(1)) + 2] + fix(m.group(0)[len(m.group(1)) + 2:]), src, flags=re.M)
    if out != src:
        open(path, 'w', encoding='utf8').write(out)
        print('corrigé :', path)
