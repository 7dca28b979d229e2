import sys
from conduit.main import main

main(sys.argv[1:])
