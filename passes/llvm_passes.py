"""LLVM's own module passes on LLVM IR text, through llvmlite (LLVM 22): the device clean-up of the
rewrite pipeline (`cleanup`) and build's device images (dead kernels removed) run them here."""
from __future__ import annotations

from typing import Callable, Optional

# pass name -> llvmlite's new-pass-manager method that adds it
ADDERS = {"instcombine": "add_instruction_combine_pass", "sccp": "add_sccp_pass",
          "simplifycfg": "add_simplify_cfg_pass", "adce": "add_aggressive_dce_pass",
          "globaldce": "add_global_dead_code_eliminate_pass"}


def run_llvm_passes(text: str, passes, prepare: Optional[Callable] = None) -> str:
    """`text` after LLVM's `passes` (names of ADDERS, in order) and its verifier; `prepare` is given
    the parsed llvmlite module first (to change linkages, say)."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    module = llvm.parse_assembly(text, context=llvm.create_context())
    if prepare is not None:
        prepare(module)
    builder = llvm.create_pass_builder(llvm.Target.from_default_triple().create_target_machine(),
                                       llvm.create_pipeline_tuning_options())
    manager = llvm.create_new_module_pass_manager()
    for name in passes:
        getattr(manager, ADDERS[name])()
    manager.add_verifier()
    manager.run(module, builder)
    return str(module)
