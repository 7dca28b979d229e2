from realworld import create_app

application = create_app()
