"""GitHub's expression language as the runner evaluates it: `${{ }}` in strings and `if:` conditions, and the
functions an expression may call. Anything it does not model raises Unsupported rather than guessing."""

import hashlib
import re
from pathlib import Path

from . import Unsupported


class Token:
    def __init__(self, kind, value, position):
        self.kind, self.value, self.position = kind, value, position


TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<string>'(?:[^']|'')*')
  | (?P<number>-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?))
  | (?P<name>[A-Za-z_][A-Za-z0-9_-]*)
  | (?P<op>&&|\|\||==|!=|<=|>=|[<>!()\[\].,*])
""", re.VERBOSE)


def tokenize(text):
    tokens, position = [], 0
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            raise Unsupported(f"cannot read the expression `{text}` at `{text[position:]}`")
        kind = match.lastgroup
        if kind != "space":
            tokens.append(Token(kind, match.group(kind), position))
        position = match.end()
    tokens.append(Token("end", "", position))
    return tokens


class Parser:
    """GitHub's expression grammar: literals, contexts with `.name` and `[expr]`, calls, `!`,
    comparisons, `==`/`!=`, `&&`, `||`, parentheses. Nodes are tuples."""

    def __init__(self, text):
        self.text, self.tokens, self.index = text, tokenize(text), 0

    def parse(self):
        node = self.disjunction()
        if self.peek().kind != "end":
            self.fail("an operator or the end")
        return node

    def peek(self):
        return self.tokens[self.index]

    def take(self, value=None):
        token = self.tokens[self.index]
        if value is not None and token.value != value:
            self.fail(f"`{value}`")
        self.index += 1
        return token

    def fail(self, wanted):
        token = self.peek()
        raise Unsupported(f"in `{self.text}`: expected {wanted} at `{self.text[token.position:] or 'the end'}`")

    def binary(self, operators, operand):
        node = operand()
        while self.peek().kind == "op" and self.peek().value in operators:
            operator = self.take().value
            node = (operator, node, operand())
        return node

    def disjunction(self):
        return self.binary(("||",), self.conjunction)

    def conjunction(self):
        return self.binary(("&&",), self.equality)

    def equality(self):
        return self.binary(("==", "!="), self.comparison)

    def comparison(self):
        return self.binary(("<", "<=", ">", ">="), self.unary)

    def unary(self):
        if self.peek().kind == "op" and self.peek().value == "!":
            self.take()
            return ("!", self.unary())
        return self.postfix()

    def postfix(self):
        node = self.primary()
        while self.peek().kind == "op" and self.peek().value in (".", "["):
            if self.take().value == ".":
                token = self.take()
                if token.kind != "name":
                    if token.value == "*":
                        raise Unsupported(f"in `{self.text}`: object filters (`.*`) are not modelled")
                    self.fail("a property name")
                node = ("property", node, token.value)
            else:
                index = self.disjunction()
                self.take("]")
                node = ("index", node, index)
        return node

    def primary(self):
        token = self.take()
        if token.kind == "string":
            return ("literal", token.value[1:-1].replace("''", "'"))
        if token.kind == "number":
            return ("literal", float(int(token.value, 16)) if "x" in token.value.lower() else float(token.value))
        if token.kind == "name":
            if token.value in ("true", "false"):
                return ("literal", token.value == "true")
            if token.value == "null":
                return ("literal", None)
            if self.peek().value == "(":
                self.take("(")
                arguments = []
                if self.peek().value != ")":
                    arguments.append(self.disjunction())
                    while self.peek().value == ",":
                        self.take(",")
                        arguments.append(self.disjunction())
                self.take(")")
                return ("call", token.value, arguments)
            return ("context", token.value)
        if token.value == "(":
            node = self.disjunction()
            self.take(")")
            return node
        self.index -= 1
        self.fail("a value")


STATUS_FUNCTIONS = ("success", "failure", "always", "cancelled")


def names_status_function(node):
    """Whether a condition calls success(), failure(), always() or cancelled() anywhere: if not, the
    runner reads it as `success() && (...)`."""
    if node[0] == "call":
        return node[1] in STATUS_FUNCTIONS or any(map(names_status_function, node[2]))
    return any(names_status_function(child) for child in node[1:] if isinstance(child, tuple))


class Strict:
    """A context whose properties are known: any other is an error, not an empty string."""

    def __init__(self, name, values, refusal=None):
        self.name, self.values, self.refusal = name, values, refusal

    def get(self, key):
        for known in self.values:
            if known.lower() == key.lower():
                return self.values[known]
        raise Unsupported(self.refusal or f"`{self.name}.{key}` is not modelled (known: {', '.join(sorted(self.values))})")


def number(value):
    if value is None:
        return 0.0
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, float):
        return value
    if isinstance(value, str):
        text = value.strip()
        if text == "":
            return 0.0
        try:
            return float(int(text, 16)) if text.lower().startswith("0x") else float(text)
        except ValueError:
            return float("nan")
    return float("nan")


def truthy(value):
    if value is None or value is False:
        return False
    if isinstance(value, float):
        return value == value and value != 0
    if isinstance(value, str):
        return value != ""
    return True


def equal(a, b):
    if type(a) is type(b):
        if isinstance(a, str):
            return a.casefold() == b.casefold()
        return a == b
    return number(a) == number(b)


def text_of(value):
    """How the runner writes a value into a string."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return str(int(value)) if value == int(value) else repr(value)
    if isinstance(value, str):
        return value
    raise Unsupported(f"a {type(value).__name__} written into a string")


class Evaluator:
    def __init__(self, contexts, functions, status):
        self.contexts, self.functions, self.status = contexts, functions, status

    def evaluate(self, node):
        kind = node[0]
        if kind == "literal":
            return node[1]
        if kind == "context":
            if node[1] not in self.contexts:
                raise Unsupported(f"the context `{node[1]}` is not modelled (known: {', '.join(sorted(self.contexts))})")
            return self.contexts[node[1]]
        if kind in ("property", "index"):
            target = self.evaluate(node[1])
            key = node[2] if kind == "property" else text_of(self.evaluate(node[2]))
            if isinstance(target, (Strict, dict)):
                return target.get(key)
            if target is None:
                return None
            raise Unsupported(f"`{key}` of a {type(target).__name__}")
        if kind == "!":
            return not truthy(self.evaluate(node[1]))
        if kind == "&&":
            left = self.evaluate(node[1])
            return self.evaluate(node[2]) if truthy(left) else left
        if kind == "||":
            left = self.evaluate(node[1])
            return left if truthy(left) else self.evaluate(node[2])
        if kind in ("==", "!="):
            same = equal(self.evaluate(node[1]), self.evaluate(node[2]))
            return same if kind == "==" else not same
        if kind in ("<", "<=", ">", ">="):
            a, b = self.evaluate(node[1]), self.evaluate(node[2])
            if not (isinstance(a, str) and isinstance(b, str)):
                a, b = number(a), number(b)
            else:
                a, b = a.casefold(), b.casefold()
            return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[kind]
        if kind == "call":
            name, arguments = node[1], node[2]
            if name in STATUS_FUNCTIONS:
                if arguments:
                    raise Unsupported(f"{name}() takes no arguments")
                return self.status(name)
            function = self.functions.get(name)
            if function is None:
                raise Unsupported(f"the function `{name}()` is not modelled (known: "
                                  f"{', '.join(sorted(list(self.functions) + list(STATUS_FUNCTIONS)))})")
            return function(*[self.evaluate(argument) for argument in arguments])
        raise Unsupported(f"expression node {kind}")


def split_template(text):
    """The literal parts and `${{ }}` expressions of a string, in order; `}}` inside a quoted string
    does not close an expression."""
    parts, position = [], 0
    while True:
        start = text.find("${{", position)
        if start < 0:
            parts.append(("text", text[position:]))
            return parts
        parts.append(("text", text[position:start]))
        index, quoted = start + 3, False
        while index < len(text):
            if text[index] == "'":
                quoted = not quoted
            elif not quoted and text.startswith("}}", index):
                break
            index += 1
        else:
            raise Unsupported(f"an unclosed `${{{{` in `{text}`")
        parts.append(("expression", text[start + 3:index].strip()))
        position = index + 2


# MARK: - Functions the runner offers


def github_format(template, *arguments):
    template = text_of(template)

    def replace(match):
        if match.group(0) == "{{":
            return "{"
        if match.group(0) == "}}":
            return "}"
        index = int(match.group(1))
        if index >= len(arguments):
            raise Unsupported(f"format(): no argument {index} for `{template}`")
        return text_of(arguments[index])

    return re.sub(r"\{\{|\}\}|\{(\d+)\}", replace, template)


def contains(search, item):
    if isinstance(search, list):
        return any(equal(element, item) for element in search)
    return text_of(item).casefold() in text_of(search).casefold()


def hash_files_in(workspace):
    def hash_files(*patterns):
        """As the runner: patterns relative to the workspace, files outside it ignored. A pattern set
        that matches nothing is an error here (the runner gives '', which makes a cache key that
        never changes: an action's own files, outside the workspace, are the usual cause)."""
        root = Path(workspace).resolve()
        included, excluded = set(), set()
        for pattern in map(text_of, patterns):
            negate = pattern.startswith("!")
            pattern = pattern[1:] if negate else pattern
            if ".." in Path(pattern).parts or "/./" in pattern:
                raise Unsupported(f"hashFiles('{pattern}'): the runner refuses `.` and `..` segments")
            base = Path(pattern) if Path(pattern).is_absolute() else root / pattern
            matches = {p.resolve() for p in Path("/").glob(str(base).lstrip("/")) if p.is_file()}
            matches = {p for p in matches if root in p.parents}
            (excluded if negate else included).update(matches)
        files = sorted(included - excluded)
        if not files:
            raise Unsupported(f"hashFiles({', '.join(map(repr, map(text_of, patterns)))}) matches no file under "
                              f"the workspace; the runner would give '' (it hashes only files in GITHUB_WORKSPACE)")
        digest = hashlib.sha256()
        for file in files:
            digest.update(hashlib.sha256(file.read_bytes()).digest())
        return digest.hexdigest()
    return hash_files


def runner_functions(workspace):
    """The functions an expression may call, besides the status ones (the job answers those)."""
    return {"format": github_format, "contains": contains,
            "startsWith": lambda a, b: text_of(a).casefold().startswith(text_of(b).casefold()),
            "endsWith": lambda a, b: text_of(a).casefold().endswith(text_of(b).casefold()),
            "hashFiles": hash_files_in(workspace)}
