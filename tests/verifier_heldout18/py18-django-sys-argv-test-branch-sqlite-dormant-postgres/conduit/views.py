from django.http import JsonResponse

from .models import Tag


def health(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": [t.name for t in Tag.objects.order_by("name")]})
