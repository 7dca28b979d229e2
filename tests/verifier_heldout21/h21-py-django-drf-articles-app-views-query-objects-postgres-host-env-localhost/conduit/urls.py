from django.urls import path

from articles import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/articles", views.ArticleListView.as_view()),
    path("api/articles/<slug:slug>", views.ArticleDetailView.as_view()),
]
