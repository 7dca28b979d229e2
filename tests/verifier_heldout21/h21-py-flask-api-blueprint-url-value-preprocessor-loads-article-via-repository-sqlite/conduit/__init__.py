from pathlib import Path

from flask import Flask

from conduit.models.base import init_engine


def create_app() -> Flask:
    app = Flask(__name__)
    data_dir = Path(app.root_path).parent / "var"
    data_dir.mkdir(exist_ok=True)
    init_engine(f"sqlite:///{data_dir / 'conduit.sqlite'}")

    from conduit.api import api_bp
    app.register_blueprint(api_bp, url_prefix="/api")
    return app
