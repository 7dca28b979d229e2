import os

from conduit import create_app
from conduit.config import DevelopmentConfig, ProductionConfig

app = create_app(config_class=DevelopmentConfig if os.environ.get("FLASK_DEBUG") == "1" else ProductionConfig)
