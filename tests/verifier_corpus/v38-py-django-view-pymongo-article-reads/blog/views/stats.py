from datetime import datetime, timezone

from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_http_methods
from pymongo import MongoClient

_client = MongoClient(settings.MONGO_URL)
reads = _client["conduit"]["article_reads"]


@require_http_methods(["GET", "POST"])
def article_reads(request, slug):
    if request.method == "POST":
        reads.update_one({"slug": slug},
                         {"$inc": {"count": 1}, "$set": {"last": datetime.now(timezone.utc)}},
                         upsert=True)
    doc = reads.find_one({"slug": slug}) or {"count": 0}
    return JsonResponse({"slug": slug, "reads": doc["count"]})
