from django.urls import path
from django.views.decorators.csrf import csrf_exempt

from conduit_api.repositories.articles import ArticleRepository
from conduit_api.routes import views

urlpatterns = [
    path("health-check", views.health_check),
    path("articles", views.ArticleListView.as_view()),
    path("articles/<slug:slug>", views.ArticleDetailView.as_view(), {"articles_repo": ArticleRepository()}),
    path("profiles/<str:username>", views.ProfileView.as_view()),
    path("profiles/<str:username>/follow", csrf_exempt(views.FollowView.as_view())),
]
