"""The one error type of the lifter: a message with a source position, printed like clang/LLVM."""


class LiftError(Exception):
    """Malformed or unsupported input, located at `filename:line:col` (1-based)."""

    def __init__(self, message: str, filename: str = "<string>", line: int = 1, col: int = 1):
        super().__init__(message)
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.col}: {self.message}"


def position(text: str, offset: int) -> tuple[int, int]:
    """1-based (line, column) of a character offset in `text`."""
    offset = max(0, min(offset, len(text)))
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, col
