from conduit.app import main

main()
