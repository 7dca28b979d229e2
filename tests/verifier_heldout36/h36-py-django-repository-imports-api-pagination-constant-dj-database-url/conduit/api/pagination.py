DEFAULT_LIMIT = 20
MAX_LIMIT = 100


def read_page(request):
    return int(request.GET.get("limit", DEFAULT_LIMIT)), int(request.GET.get("offset", 0))
