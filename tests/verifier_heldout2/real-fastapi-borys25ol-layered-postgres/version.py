__status__ = True
__version__ = "0.1.0"
__message__ = "Conduit Realworld API"

response = {"success": __status__, "version": __version__, "message": __message__}
