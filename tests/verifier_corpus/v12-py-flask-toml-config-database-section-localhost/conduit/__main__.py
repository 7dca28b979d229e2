from waitress import serve

from conduit.app import create_app
from conduit.config import SERVER

serve(create_app(), host=SERVER["host"], port=SERVER["port"])
