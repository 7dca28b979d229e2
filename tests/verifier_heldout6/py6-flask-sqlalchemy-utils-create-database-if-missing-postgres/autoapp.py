from conduit.app import create_app
from conduit.settings import ProdConfig

app = create_app(ProdConfig)
