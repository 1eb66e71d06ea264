"""One module per `sycl-lift` command: `cmd_<name>(args) -> int` runs it, `_add_<name>(sub)` adds its
parser (sycl_lift.COMMANDS registers them)."""
