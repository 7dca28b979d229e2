from app.bootstrap import build_app

app = build_app()
