"""libstdc++ procedures (libstdc++ 12, the samples' headers): the out-of-line members of
std::string that DPC++ host IR calls, the red-black tree functions of std::map/std::set, and the
hashing and rehash policy of std::unordered_map.

Each is exact where what it reads to act is concrete and raises NotConcrete otherwise (see libc:
`exact`), before writing anything; the call is then an unmodelled one (an Unknown result, and the
non-const pointer arguments' objects Unknown), as before these models existed.

std::__cxx11::basic_string<char> (32 bytes): the data pointer at 0, the length (i64) at 8, and at
16 either the local buffer (16 bytes: up to 15 characters and the NUL) when the data pointer points
there, or the capacity (i64) of the heap block it points to.  A model needs the data pointer to be
a plain pointer and the lengths, positions and capacity to be concrete; the characters it only
moves are copied cell by cell, whatever they are (only compare, find and rfind need them concrete).
Freeing a block (_M_dispose, the destructor) writes nothing: the block is dead.
"""
from __future__ import annotations

import bisect
import math

from passes.host.memory import Memory
from passes.host.procedures import library
from passes.host.procedures.libc import NotConcrete, at, byte_at, bytes_at, cstring_at, exact, need_int, need_ptr, \
    writes_nothing
from passes.host.values import Ptr, Unknown, Within

S = "_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE"  # members of std::string
CS = "_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE"  # its const members
LOCAL_CAPACITY = 15
MAX_SIZE = (((1 << 63) - 1) - 1) // 2  # basic_string::max_size(): (PTRDIFF_MAX - 1) / 2
NPOS = (1 << 64) - 1
I32 = (1 << 32) - 1


# ---- reading a string


class Str:
    """A std::string read from memory: where it is, its data pointer and its length."""

    def __init__(self, m, this):
        self.m, self.this = m, need_ptr(this)
        self.data = need_ptr(m.memory.load(this, "ptr"))
        self.size = need_int(m.memory.load(at(this, 8), "i64"))

    @property
    def local(self) -> Ptr:
        return at(self.this, 16)

    @property
    def is_local(self) -> bool:
        return self.data == self.local

    def capacity(self) -> int:
        return LOCAL_CAPACITY if self.is_local else need_int(self.m.memory.load(at(self.this, 16), "i64"))

    def chars(self, pos: int = 0, n=None) -> bytes:
        """The characters [pos, pos+n) (to the end when n is None), all concrete."""
        return bytes_at(at(self.data, pos), self.size - pos if n is None else n)


def grown_capacity(capacity: int, old: int) -> int:
    """_M_create's capacity: max_size() exceeded throws length_error (NotConcrete: a throw is not
    modelled); a growth to less than twice the old capacity is made twice the old one."""
    if capacity > MAX_SIZE:
        raise NotConcrete(capacity)
    if old < capacity < 2 * old:
        capacity = min(2 * old, MAX_SIZE)
    return capacity


def check_length(s: Str, len1: int, len2: int) -> None:
    """_M_check_length: replacing len1 characters by len2 must stay within max_size()."""
    if MAX_SIZE - (s.size - len1) < len2:
        raise NotConcrete(len2)


def check_position(s: Str, pos: int) -> None:
    """_M_check: a position past the end throws out_of_range (not modelled)."""
    if pos > s.size:
        raise NotConcrete(pos)


# ---- writing a string (after every read: these never raise)


def move(m, dst: Ptr, src: Ptr, n: int) -> None:
    """memmove of n characters, cell by cell."""
    if n > 0:
        m.memory.copy(dst, src, n)


def set_length(m, s_this: Ptr, data: Ptr, n: int) -> None:
    """_M_set_length: the length and the NUL after it."""
    m.memory.store(at(s_this, 8), "i64", n)
    m.memory.store(at(data, n), "i8", 0)


def set_data(m, s_this: Ptr, data, capacity=None) -> None:
    """_M_data(p), and _M_capacity(c) when a capacity is given."""
    m.memory.store(s_this, "ptr", data)
    if capacity is not None:
        m.memory.store(at(s_this, 16), "i64", capacity)


def mutate(m, s: Str, pos: int, len1: int, src, len2: int) -> Ptr:
    """_M_mutate: a new block of the new length (_M_create from the capacity), the characters
    before pos, src's len2 ones (when src is not null), those after pos + len1.  Reads what it
    needs first (its only raise); the length is left to the caller, as in libstdc++."""
    how_much = s.size - pos - len1
    capacity = grown_capacity(s.size + len2 - len1, s.capacity())
    if src != 0 and len2:
        need_ptr(src)
    block = m.memory.allocate_heap(zero=False)
    move(m, block, s.data, pos)
    if src != 0 and len2:
        move(m, at(block, pos), src, len2)
    move(m, at(block, pos + len2), at(s.data, pos + len1), how_much)
    set_data(m, s.this, block, capacity)
    s.data = block
    return block


def replace(m, s: Str, pos: int, len1: int, src, len2: int) -> None:
    """_M_replace: characters [pos, pos+len1) become src's len2 ones (src may lie in the string)."""
    check_length(s, len1, len2)
    if pos > s.size or len1 > s.size - pos:
        raise NotConcrete(pos)  # (the callers clamp these: not a call libstdc++'s callers make)
    if len2:
        need_ptr(src)
    new_size = s.size + len2 - len1
    if new_size <= s.capacity():
        how_much = s.size - pos - len1
        p = at(s.data, pos)
        source = Memory.copied_pieces(src, len2) if len2 else []  # (taken first: src may overlap the tail)
        if len1 != len2:
            move(m, at(p, len2), at(p, len1), how_much)
        if len2:
            m.memory.place(p.obj, p.off, len2, src.off, source)
    else:
        mutate(m, s, pos, len1, src, len2)
    set_length(m, s.this, s.data, new_size)


def append(m, s: Str, src, n: int) -> None:
    """_M_append: n characters of src after the string's."""
    length = s.size + n
    if n:
        need_ptr(src)
    if length <= s.capacity():
        move(m, at(s.data, s.size), src, n)
    else:
        mutate(m, s, s.size, 0, src, n)
    set_length(m, s.this, s.data, length)


def construct(m, this: Ptr, src, n: int) -> None:
    """A string made from the n characters at src (_M_construct of a pointer range): in the local
    buffer up to 15, else in a new block of capacity n."""
    if n > MAX_SIZE:
        raise NotConcrete(n)
    if n:
        need_ptr(src)
    data = at(this, 16)
    if n > LOCAL_CAPACITY:
        data = m.memory.allocate_heap(zero=False)
        set_data(m, this, data, n)
    else:
        set_data(m, this, data)
    move(m, data, src, n)
    set_length(m, this, data, n)


def construct_empty(m, this: Ptr) -> None:
    set_data(m, this, at(this, 16))
    set_length(m, this, at(this, 16), 0)


# ---- the members


@exact(S + "9_M_createERmm")
def string_create(m, a, rty, site):
    """pointer _M_create(size_type& capacity, size_type old_capacity): a new block; the capacity
    grown as libstdc++ grows it is written back."""
    requested = need_int(m.memory.load(need_ptr(a[1]), "i64"))
    capacity = grown_capacity(requested, need_int(a[2]))
    if capacity != requested:
        m.memory.store(a[1], "i64", capacity)
    return m.memory.allocate_heap(zero=False)


@exact(S + "10_M_replaceEmmPKcm")
def string_m_replace(m, a, rty, site):
    """basic_string& _M_replace(pos, len1, const char* s, len2)."""
    replace(m, Str(m, a[0]), need_int(a[1]), need_int(a[2]), a[3], need_int(a[4]))
    return a[0]


@exact(S + "9_M_mutateEmmPKcm")
def string_m_mutate(m, a, rty, site):
    """void _M_mutate(pos, len1, const char* s, len2)."""
    s, pos, len1 = Str(m, a[0]), need_int(a[1]), need_int(a[2])
    if pos > s.size or len1 > s.size - pos:
        raise NotConcrete(pos)
    mutate(m, s, pos, len1, a[3], need_int(a[4]))


@exact(S + "8_M_eraseEmm")
def string_m_erase(m, a, rty, site):
    """void _M_erase(pos, n)."""
    s = Str(m, a[0])
    pos, n = need_int(a[1]), need_int(a[2])
    if pos > s.size or n > s.size - pos:
        raise NotConcrete(n)
    if n:
        move(m, at(s.data, pos), at(s.data, pos + n), s.size - pos - n)
    set_length(m, s.this, s.data, s.size - n)


@exact(S + "9_M_appendEPKcm")
def string_m_append(m, a, rty, site):
    """basic_string& _M_append(const char* s, n)."""
    append(m, Str(m, a[0]), a[1], need_int(a[2]))
    return a[0]


@exact(S + "6appendEPKcm")
def string_append_n(m, a, rty, site):
    """basic_string& append(const char* s, n): _M_check_length, then _M_append."""
    s, n = Str(m, a[0]), need_int(a[2])
    check_length(s, 0, n)
    append(m, s, a[1], n)
    return a[0]


@exact(S + "6appendEPKc")
def string_append_cstring(m, a, rty, site):
    """basic_string& append(const char* s): its strlen must be concrete."""
    s, n = Str(m, a[0]), len(cstring_at(a[1]))
    check_length(s, 0, n)
    append(m, s, a[1], n)
    return a[0]


@exact(S + "6appendERKS4_")
def string_append_string(m, a, rty, site):
    """basic_string& append(const basic_string& str)."""
    s, other = Str(m, a[0]), Str(m, a[1])
    check_length(s, 0, other.size)
    append(m, s, other.data, other.size)
    return a[0]


@exact(S + "9_M_assignERKS4_")
def string_m_assign(m, a, rty, site):
    """void _M_assign(const basic_string& str): a copy of str's characters (a new block when they
    do not fit)."""
    s, other = Str(m, a[0]), Str(m, a[1])
    if s.this == other.this:
        return None
    capacity = s.capacity()
    if other.size > capacity:
        new_capacity = grown_capacity(other.size, capacity)
        s.data = m.memory.allocate_heap(zero=False)
        set_data(m, s.this, s.data, new_capacity)
    move(m, s.data, other.data, other.size)
    set_length(m, s.this, s.data, other.size)
    return None


@exact(S + "aSEPKc")
def string_assign_cstring(m, a, rty, site):
    """basic_string& operator=(const char* s): assign(s), i.e. _M_replace(0, size(), s, strlen(s))."""
    s = Str(m, a[0])
    replace(m, s, 0, s.size, a[1], len(cstring_at(a[1])))
    return a[0]


@exact(S + "aSEOS4_")
def string_move_assign(m, a, rty, site):
    """basic_string& operator=(basic_string&& str) (std::allocator): a local str's characters are
    copied; else the blocks are exchanged (str gets this one's, or its local buffer); str is then
    cleared."""
    s, other = Str(m, a[0]), Str(m, a[1])
    if other.is_local:
        if s.this != other.this:
            move(m, s.data, other.data, other.size)
            set_length(m, s.this, s.data, other.size)
    else:  # (capacities are moved, whatever they are)
        old = None if s.is_local else (s.data, m.memory.load(at(s.this, 16), "i64"))
        set_data(m, s.this, other.data, m.memory.load(at(other.this, 16), "i64"))
        m.memory.store(at(s.this, 8), "i64", other.size)
        if old is not None:
            set_data(m, other.this, old[0], old[1])
            other.data = old[0]
        else:
            set_data(m, other.this, other.local)
            other.data = other.local
    set_length(m, other.this, other.data, 0)
    return a[0]


@exact(S + "7reserveEm")
def string_reserve(m, a, rty, site):
    """void reserve(size_type n): a new block when n is more than the capacity."""
    s, n = Str(m, a[0]), need_int(a[1])
    capacity = s.capacity()
    if n <= capacity:
        return None
    n = grown_capacity(n, capacity)
    block = m.memory.allocate_heap(zero=False)
    move(m, block, s.data, s.size + 1)
    set_data(m, s.this, block, n)
    return None


def _compare(a: bytes, a_size: int, b: bytes, b_size: int) -> int:
    """libstdc++'s compare: traits compare of the first min(sizes) characters, then _S_compare of
    the sizes (their difference clamped to int), as an unsigned 32-bit int."""
    for x, y in zip(a, b):
        if x != y:
            return (x - y) & I32
    return max(-(1 << 31), min((1 << 31) - 1, a_size - b_size)) & I32


@exact(CS + "7compareERKS4_", fallback=writes_nothing)
def string_compare(m, a, rty, site):
    """int compare(const basic_string& str) const: the sign of memcmp, then of the lengths."""
    s, other = Str(m, a[0]), Str(m, a[1])
    n = min(s.size, other.size)
    return _compare(s.chars(0, n), s.size, other.chars(0, n), other.size)


@exact(CS + "7compareEPKc", fallback=writes_nothing)
def string_compare_cstring(m, a, rty, site):
    """int compare(const char* s) const."""
    s, other = Str(m, a[0]), cstring_at(a[1])
    n = min(s.size, len(other))
    return _compare(s.chars(0, n), s.size, other[:n], len(other))


@exact(CS + "7compareEmmRKS4_", fallback=writes_nothing)
def string_compare_part(m, a, rty, site):
    """int compare(pos, n, const basic_string& str) const: of substr(pos, n) with str."""
    s, pos, n, other = Str(m, a[0]), need_int(a[1]), need_int(a[2]), Str(m, a[3])
    check_position(s, pos)
    n = min(n, s.size - pos)
    k = min(n, other.size)
    return _compare(s.chars(pos, k), n, other.chars(0, k), other.size)


@exact(CS + "4findEcm", fallback=writes_nothing)
def string_find_char(m, a, rty, site):
    """size_type find(char c, size_type pos) const: npos when not there."""
    s, c, pos = Str(m, a[0]), need_int(a[1]) & 0xFF, need_int(a[2])
    if pos >= s.size:
        return NPOS
    for i in range(pos, s.size):
        if byte_at(s.data, i) == c:
            return i
    return NPOS


def rfind(s: Str, needle: bytes, pos: int) -> int:
    """The last place at or before pos where needle is, comparing from pos down (npos: none)."""
    n = len(needle)
    if n > s.size:
        return NPOS
    for i in range(min(s.size - n, pos), -1, -1):
        if s.chars(i, n) == needle:
            return i
    return NPOS


@exact(CS + "5rfindEPKcmm", fallback=writes_nothing)
def string_rfind_n(m, a, rty, site):
    """size_type rfind(const char* s, size_type pos, size_type n) const."""
    s, pos, n = Str(m, a[0]), need_int(a[2]), need_int(a[3])
    return NPOS if n > s.size else rfind(s, bytes_at(a[1], n), pos)


@exact(CS + "5rfindEPKcm", fallback=writes_nothing)
def string_rfind(m, a, rty, site):
    """size_type rfind(const char* s, size_type pos) const."""
    return rfind(Str(m, a[0]), cstring_at(a[1]), need_int(a[2]))


@exact(CS + "6substrEmm")
def string_substr(m, a, rty, site):
    """basic_string substr(pos, n) const, made in the sret slot a[0]."""
    out, s, pos, n = need_ptr(a[0]), Str(m, a[1]), need_int(a[2]), need_int(a[3])
    check_position(s, pos)
    construct(m, out, at(s.data, pos), min(n, s.size - pos))
    return None


@exact(S + "C1Ev", S + "C2Ev", S + "C1ERKS3_", S + "C2ERKS3_")
def string_construct_empty(m, a, rty, site):
    """basic_string() and basic_string(const allocator&): empty, in the local buffer."""
    construct_empty(m, need_ptr(a[0]))


@exact(S + "C1EPKcRKS3_", S + "C2EPKcRKS3_", S + "C1IS3_EEPKcRKS3_", S + "C2IS3_EEPKcRKS3_")
def string_construct_cstring(m, a, rty, site):
    """basic_string(const char* s, const allocator&): s's characters (a null s throws: not modelled)."""
    this, n = need_ptr(a[0]), len(cstring_at(a[1]))
    construct(m, this, a[1], n)


@exact(S + "C1ERKS4_", S + "C2ERKS4_")
def string_copy_construct(m, a, rty, site):
    """basic_string(const basic_string& str)."""
    this, other = need_ptr(a[0]), Str(m, a[1])
    construct(m, this, other.data, other.size)


@exact(S + "C1EOS4_", S + "C2EOS4_")
def string_move_construct(m, a, rty, site):
    """basic_string(basic_string&& str): a local str's buffer (length + 1 bytes) is copied, else
    its block taken over; the length is set (without a NUL), and str left empty and local."""
    this, other = need_ptr(a[0]), Str(m, a[1])
    if other.is_local:
        set_data(m, this, at(this, 16))
        move(m, at(this, 16), other.local, other.size + 1)
    else:
        set_data(m, this, other.data, m.memory.load(at(other.this, 16), "i64"))
    m.memory.store(at(this, 8), "i64", other.size)
    set_data(m, other.this, other.local)
    set_length(m, other.this, other.local, 0)


@library(S + "D1Ev", S + "D2Ev", S + "10_M_disposeEv", "_ZNSaIcEC1Ev", "_ZNSaIcEC2Ev", "_ZNSaIcED1Ev",
         "_ZNSaIcED2Ev", "_ZNSaIcEC1ERKS_", "_ZNSaIcEC2ERKS_", CS + "13get_allocatorEv")
def no_effect(m, a, rty, site):
    """~basic_string(), _M_dispose() (freeing a block: nothing left alive changes) and
    std::allocator<char>'s constructors, destructor and get_allocator (an empty class)."""
    return None


@exact(CS + "7_M_dataEv", CS + "5c_strEv", CS + "4dataEv", fallback=writes_nothing)
def string_data(m, a, rty, site):
    """The data pointer, whatever it is."""
    return m.memory.load(need_ptr(a[0]), "ptr")


@exact(CS + "4sizeEv", CS + "6lengthEv", fallback=writes_nothing)
def string_size(m, a, rty, site):
    """The length, whatever it is."""
    return m.memory.load(at(need_ptr(a[0]), 8), "i64")


@exact(CS + "8capacityEv", fallback=writes_nothing)
def string_capacity(m, a, rty, site):
    return Str(m, a[0]).capacity()


@exact(S + "13_M_local_dataEv", CS + "13_M_local_dataEv", fallback=writes_nothing)
def string_local_data(m, a, rty, site):
    """The local buffer: this + 16."""
    return at(need_ptr(a[0]), 16)


@exact(CS + "ixEm", S + "ixEm", fallback=writes_nothing)
def string_at(m, a, rty, site):
    """operator[](n): data + n."""
    return at(need_ptr(m.memory.load(need_ptr(a[0]), "ptr")), need_int(a[1]))


@exact(S + "7_M_dataEPc", S + "12_Alloc_hiderC1EPcRKS3_", S + "12_Alloc_hiderC2EPcRKS3_")
def string_set_data(m, a, rty, site):
    """_M_data(char* p) and _Alloc_hider(char* p, const allocator&): p stored at this, whatever it is."""
    m.memory.store(need_ptr(a[0]), "ptr", a[1])


@exact(S + "11_M_capacityEm")
def string_set_capacity(m, a, rty, site):
    """_M_capacity(n): n stored at this + 16, whatever it is."""
    m.memory.store(at(need_ptr(a[0]), 16), "i64", a[1])


@exact(S + "9_M_lengthEm")
def string_set_length_only(m, a, rty, site):
    """_M_length(n): n stored at this + 8, whatever it is (no NUL)."""
    m.memory.store(at(need_ptr(a[0]), 8), "i64", a[1])


@exact(S + "13_M_set_lengthEm")
def string_set_length(m, a, rty, site):
    """_M_set_length(n): the length and a NUL at data + n."""
    this = need_ptr(a[0])
    data, n = need_ptr(m.memory.load(this, "ptr")), need_int(a[1])
    set_length(m, this, data, n)


@exact(S + "13_S_copy_charsEPcPKcS7_")
def string_copy_chars(m, a, rty, site):
    """static _S_copy_chars(char* p, const char* k1, const char* k2): [k1, k2) copied to p."""
    k1, k2 = a[1], a[2]
    if type(k1) is int and type(k2) is int and k1 == k2:
        return None
    k1, k2 = need_ptr(k1), need_ptr(k2)
    if k1.obj is not k2.obj or k2.off < k1.off:
        raise NotConcrete(k2)
    n = k2.off - k1.off
    if n:
        move(m, need_ptr(a[0]), k1, n)
    return None


# ---- the red-black tree of std::map and std::set

RED, BLACK = 0, 1
NODE_FIELDS = {"color": (0, "i32"), "parent": (8, "ptr"), "left": (16, "ptr"), "right": (24, "ptr")}


class Nodes:
    """The tree nodes a procedure works on (_Rb_tree_node_base: color i32 at 0, parent, left and
    right pointers at 8, 16, 24): each field read once, from memory, where it must be a pointer or
    null (the color an int); writes kept here until `commit`, so that a procedure that meets a field
    it cannot read has written nothing."""

    def __init__(self, m):
        self.m, self.fields, self.written = m, {}, {}

    def get(self, node, field: str):
        node = need_ptr(node)
        key = (node.obj, node.off, field)
        if key not in self.fields:
            off, ty = NODE_FIELDS[field]
            v = self.m.memory.load(at(node, off), ty)
            if not (type(v) is Ptr or (type(v) is int and (ty == "i32" or v == 0))):
                raise NotConcrete(v)
            self.fields[key] = v
        return self.fields[key]

    def set(self, node, field: str, value) -> None:
        node = need_ptr(node)
        key = (node.obj, node.off, field)
        self.fields[key] = value
        self.written[key] = value

    def commit(self) -> None:
        for (obj, off, field), value in self.written.items():
            self.m.memory.store(Ptr(obj, off + NODE_FIELDS[field][0]), NODE_FIELDS[field][1], value)


def same(a, b) -> bool:
    """Two node pointers (Ptr or null) are the same node."""
    return a == b if type(a) is Ptr else type(b) is not Ptr and a == b


def _rotate(t: Nodes, x, header, left: bool) -> None:
    """libstdc++'s local_Rb_tree_rotate_left (left) or _right of x; the root is header.parent."""
    near, far = ("left", "right") if left else ("right", "left")
    y = t.get(x, far)
    t.set(x, far, t.get(y, near))
    if t.get(y, near) != 0:
        t.set(t.get(y, near), "parent", x)
    t.set(y, "parent", t.get(x, "parent"))
    xp = t.get(x, "parent")
    if same(x, t.get(header, "parent")):
        t.set(header, "parent", y)
    elif same(x, t.get(xp, "left")):
        t.set(xp, "left", y)
    else:
        t.set(xp, "right", y)
    t.set(y, near, x)
    t.set(x, "parent", y)


@exact("_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_")
def rb_tree_insert_and_rebalance(m, a, rty, site):
    """std::_Rb_tree_insert_and_rebalance(bool insert_left, node* x, node* p, node& header): x
    linked under p as libstdc++ links it (the header's leftmost and rightmost kept), then the tree
    rebalanced as libstdc++ rebalances it (recolourings and rotations), the root black.  Exact
    where every node field it reads is a pointer, null or a concrete colour."""
    insert_left, x, p, header = need_int(a[0]), need_ptr(a[1]), need_ptr(a[2]), need_ptr(a[3])
    t = Nodes(m)
    t.set(x, "parent", p)
    t.set(x, "left", 0)
    t.set(x, "right", 0)
    t.set(x, "color", RED)
    if insert_left:
        t.set(p, "left", x)
        if same(p, header):
            t.set(header, "parent", x)
            t.set(header, "right", x)
        elif same(p, t.get(header, "left")):
            t.set(header, "left", x)
    else:
        t.set(p, "right", x)
        if same(p, t.get(header, "right")):
            t.set(header, "right", x)
    while not same(x, t.get(header, "parent")) and t.get(t.get(x, "parent"), "color") == RED:
        xp = t.get(x, "parent")
        xpp = t.get(xp, "parent")
        on_left = same(xp, t.get(xpp, "left"))
        near, far = ("left", "right") if on_left else ("right", "left")
        y = t.get(xpp, far)
        if y != 0 and t.get(y, "color") == RED:
            t.set(xp, "color", BLACK)
            t.set(y, "color", BLACK)
            t.set(xpp, "color", RED)
            x = xpp
        else:
            if same(x, t.get(xp, far)):
                x = xp
                _rotate(t, x, header, left=on_left)
            t.set(t.get(x, "parent"), "color", BLACK)
            t.set(xpp, "color", RED)
            _rotate(t, xpp, header, left=not on_left)
    t.set(t.get(header, "parent"), "color", BLACK)
    t.commit()
    return None


@exact("_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base", "_ZSt18_Rb_tree_incrementPKSt18_Rb_tree_node_base",
       fallback=writes_nothing)
def rb_tree_increment(m, a, rty, site):
    """The in-order successor (from the rightmost node: the header), as libstdc++ walks to it."""
    t, x = Nodes(m), need_ptr(a[0])
    x, y = _tree_walk(t, x, "right", "left")
    return x if y is None else (x if same(t.get(x, "right"), y) else y)


@exact("_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base", "_ZSt18_Rb_tree_decrementPKSt18_Rb_tree_node_base",
       fallback=writes_nothing)
def rb_tree_decrement(m, a, rty, site):
    """The in-order predecessor (from the header, end(): the rightmost node), as libstdc++ walks to it."""
    t, x = Nodes(m), need_ptr(a[0])
    if t.get(x, "color") == RED and same(t.get(t.get(x, "parent"), "parent"), x):
        return t.get(x, "right")
    x, y = _tree_walk(t, x, "left", "right")
    return x if y is None else y


def _tree_walk(t, x, onward: str, back: str) -> tuple:
    """The common part of libstdc++'s walk to the next node in direction `onward` ("right" for the
    successor, "left" for the predecessor): (the node, None) when x has a subtree that way (its
    `back`-most node), else (the last node climbed from, the parent reached) for the caller's
    end-of-tree test."""
    if t.get(x, onward) != 0:
        x = t.get(x, onward)
        while t.get(x, back) != 0:
            x = t.get(x, back)
        return x, None
    y = t.get(x, "parent")
    while same(x, t.get(y, onward)):
        x, y = y, t.get(y, "parent")
    return x, y
    y = t.get(x, "parent")
    while same(x, t.get(y, "left")):
        x, y = y, t.get(y, "parent")
    return y


# ---- std::unordered_map: hashing and the rehash policy

MASK64 = (1 << 64) - 1
HASH_MUL = (0xC6A4A793 << 32) + 0x5BD1E995


def _shift_mix(v: int) -> int:
    return v ^ (v >> 47)


def hash_bytes(data: bytes, seed: int) -> int:
    """libstdc++'s 64-bit std::_Hash_bytes (a MurmurHash2 variant): what std::hash<std::string>
    gives, with seed 0xc70f6907."""
    n = len(data)
    aligned = n & ~7
    h = (seed ^ (n * HASH_MUL)) & MASK64
    for i in range(0, aligned, 8):
        word = int.from_bytes(data[i:i + 8], "little")
        h ^= (_shift_mix((word * HASH_MUL) & MASK64) * HASH_MUL) & MASK64
        h = (h * HASH_MUL) & MASK64
    if n & 7:
        h ^= int.from_bytes(data[aligned:], "little")
        h = (h * HASH_MUL) & MASK64
    h = (_shift_mix(h) * HASH_MUL) & MASK64
    return _shift_mix(h)


@exact("_ZSt11_Hash_bytesPKvmm", fallback=writes_nothing)
def hash_bytes_procedure(m, a, rty, site):
    """size_t _Hash_bytes(const void* p, size_t len, size_t seed): exact on concrete bytes."""
    n, seed = need_int(a[1]), need_int(a[2])
    return hash_bytes(bytes_at(a[0], n) if n else b"", seed)


# std::__detail::__prime_list of 64-bit libstdc++ (256 + 48 primes and a sentinel), as libstdc++.so.6.0.30 holds it
PRIMES = (
    2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 103, 109,
    113, 127, 137, 139, 149, 157, 167, 179, 193, 199, 211, 227, 241, 257, 277, 293, 313, 337, 359, 383, 409,
    439, 467, 503, 541, 577, 619, 661, 709, 761, 823, 887, 953, 1031, 1109, 1193, 1289, 1381, 1493, 1613,
    1741, 1879, 2029, 2179, 2357, 2549, 2753, 2971, 3209, 3469, 3739, 4027, 4349, 4703, 5087, 5503, 5953,
    6427, 6949, 7517, 8123, 8783, 9497, 10273, 11113, 12011, 12983, 14033, 15173, 16411, 17749, 19183,
    20753, 22447, 24281, 26267, 28411, 30727, 33223, 35933, 38873, 42043, 45481, 49201, 53201, 57557,
    62233, 67307, 72817, 78779, 85229, 92203, 99733, 107897, 116731, 126271, 136607, 147793, 159871,
    172933, 187091, 202409, 218971, 236897, 256279, 277261, 299951, 324503, 351061, 379787, 410857,
    444487, 480881, 520241, 562841, 608903, 658753, 712697, 771049, 834181, 902483, 976369, 1056323,
    1142821, 1236397, 1337629, 1447153, 1565659, 1693859, 1832561, 1982627, 2144977, 2320627, 2510653,
    2716249, 2938679, 3179303, 3439651, 3721303, 4026031, 4355707, 4712381, 5098259, 5515729, 5967347,
    6456007, 6984629, 7556579, 8175383, 8844859, 9569143, 10352717, 11200489, 12117689, 13109983,
    14183539, 15345007, 16601593, 17961079, 19431899, 21023161, 22744717, 24607243, 26622317, 28802401,
    31160981, 33712729, 36473443, 39460231, 42691603, 46187573, 49969847, 54061849, 58488943, 63278561,
    68460391, 74066549, 80131819, 86693767, 93793069, 101473717, 109783337, 118773397, 128499677,
    139022417, 150406843, 162723577, 176048909, 190465427, 206062531, 222936881, 241193053, 260944219,
    282312799, 305431229, 330442829, 357502601, 386778277, 418451333, 452718089, 489790921, 529899637,
    573292817, 620239453, 671030513, 725980837, 785430967, 849749479, 919334987, 994618837, 1076067617,
    1164186217, 1259520799, 1362662261, 1474249943, 1594975441, 1725587117, 1866894511, 2019773507,
    2185171673, 2364114217, 2557710269, 2767159799, 2993761039, 3238918481, 3504151727, 3791104843,
    4101556399, 4294967291, 6442450933, 8589934583, 12884901857, 17179869143, 25769803693, 34359738337,
    51539607367, 68719476731, 103079215087, 137438953447, 206158430123, 274877906899, 412316860387,
    549755813881, 824633720731, 1099511627689, 1649267441579, 2199023255531, 3298534883309,
    4398046511093, 6597069766607, 8796093022151, 13194139533241, 17592186044399, 26388279066581,
    35184372088777, 52776558133177, 70368744177643, 105553116266399, 140737488355213, 211106232532861,
    281474976710597, 562949953421231, 1125899906842597, 2251799813685119, 4503599627370449,
    9007199254740881, 18014398509481951, 36028797018963913, 72057594037927931, 144115188075855859,
    288230376151711717, 576460752303423433, 1152921504606846883, 2305843009213693951,
    4611686018427387847, 9223372036854775783, 18446744073709551557, 18446744073709551557,
)
FAST_BUCKETS = (2, 2, 2, 3, 5, 5, 7, 7, 11, 11, 11, 11, 13, 13)


def _to_size(x: float) -> int:
    """A double converted to size_t (in range: truncation)."""
    return int(x) & MASK64 if x < 2.0 ** 64 else MASK64


class RehashPolicy:
    """std::__detail::_Prime_rehash_policy: float max load factor at 0, size_t next resize at 8;
    both must be concrete."""

    def __init__(self, m, this):
        self.m, self.this = m, need_ptr(this)
        self.max_load = m.memory.load(self.this, "float")
        if type(self.max_load) is not float:
            raise NotConcrete(self.max_load)
        self.next_resize = need_int(m.memory.load(at(self.this, 8), "i64"))
        self.resize_to = None  # the next resize to write, once everything is read

    def next_bkt(self, n: int) -> int:
        """_M_next_bkt(n): the bucket count for n (libstdc++ 9 and later), noting the next resize."""
        if n < len(FAST_BUCKETS):
            if n == 0:
                return 1
            self.resize_to = _to_size(math.floor(FAST_BUCKETS[n] * float(self.max_load)))
            return FAST_BUCKETS[n]
        last = len(PRIMES) - 2  # lower_bound over [6, last): past it, the last prime
        i = bisect.bisect_left(PRIMES, n, 6, last)
        self.resize_to = MASK64 if i == last else _to_size(math.floor(PRIMES[i] * float(self.max_load)))
        return PRIMES[i]

    def need_rehash(self, n_bkt: int, n_elt: int, n_ins: int):
        """_M_need_rehash: (1, new bucket count) or (0, 0)."""
        wanted = (n_elt + n_ins) & MASK64
        if wanted <= self.next_resize:
            return (0, 0)
        min_bkts = float(max(wanted, 0 if self.next_resize else 11)) / float(self.max_load)
        if min_bkts >= float(n_bkt):
            return (1, self.next_bkt(max(_to_size(float(math.floor(min_bkts)) + 1.0), (n_bkt * 2) & MASK64)))
        self.resize_to = _to_size(math.floor(float(n_bkt) * float(self.max_load)))
        return (0, 0)

    def write(self) -> None:
        if self.resize_to is not None:
            self.m.memory.store(at(self.this, 8), "i64", self.resize_to)


def policy_unknown(m, a):
    """What _M_next_bkt and _M_need_rehash may have written, when not modelled: the next resize."""
    if type(a[0]) in (Ptr, Within):
        m.memory.store(at(a[0], 8) if type(a[0]) is Ptr else a[0], "i64", Unknown())


@exact("_ZNKSt8__detail20_Prime_rehash_policy11_M_next_bktEm", fallback=policy_unknown)
def prime_rehash_next_bkt(m, a, rty, site):
    """size_t _M_next_bkt(size_t n) const: the smallest bucket count of libstdc++'s table >= n
    (1 for 0), writing the mutable _M_next_resize."""
    policy = RehashPolicy(m, a[0])
    n = policy.next_bkt(need_int(a[1]))
    policy.write()
    return n


@exact("_ZNKSt8__detail20_Prime_rehash_policy14_M_need_rehashEmmm", fallback=policy_unknown)
def prime_rehash_need_rehash(m, a, rty, site):
    """pair<bool, size_t> _M_need_rehash(n_bkt, n_elt, n_ins) const, returned as the IR's
    { i8, i64 }: whether to rehash, and to how many buckets; writes the mutable _M_next_resize."""
    policy = RehashPolicy(m, a[0])
    result = policy.need_rehash(need_int(a[1]), need_int(a[2]), need_int(a[3]))
    policy.write()
    return result
