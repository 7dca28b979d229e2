from realworld.db import Session


def close_session(get_response):
    def middleware(request):
        try:
            return get_response(request)
        finally:
            Session.remove()
    return middleware
