from app.main import build_app

build_app().run(host="0.0.0.0", port=8080)
