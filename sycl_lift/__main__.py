"""`python -m sycl_lift`: the command line."""
import sys

from sycl_lift import main

sys.exit(main())
