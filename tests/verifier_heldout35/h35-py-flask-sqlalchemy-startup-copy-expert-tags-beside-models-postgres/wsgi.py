from conduit import create_app

app = create_app()
