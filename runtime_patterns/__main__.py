import sys

from runtime_patterns import main

sys.exit(main())
