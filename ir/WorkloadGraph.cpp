//===- WorkloadGraph.cpp --------------------------------------------------===//

#include "ir/WorkloadGraph.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <boost/graph/topological_sort.hpp>
#include <boost/throw_exception.hpp>

#include "llvm/Support/ErrorHandling.h"

using namespace defuse;

// defuse builds without exceptions; Boost then asks the program to say what a
// throw means. Boost.Graph throws only on misuse (a cycle in a topological
// sort), which SSA dataflow within one block cannot produce.
namespace boost {
[[noreturn]] void throw_exception(const std::exception &e) {
  llvm::report_fatal_error(llvm::Twine("Boost: ") + e.what());
}
[[noreturn]] void throw_exception(const std::exception &e,
                                  const boost::source_location &) {
  throw_exception(e);
}
} // namespace boost

WorkloadGraph::WorkloadGraph(mlir::func::FuncOp func) {
  llvm::DenseMap<mlir::Operation *, Vertex> vertices;
  for (mlir::Operation &op : func.getBody().front().without_terminator()) {
    Vertex v = boost::add_vertex(&op, graph);
    vertices[&op] = v;
    index.emplace_back(&op, v);
  }
  for (auto &[op, v] : index)
    for (mlir::Value operand : op->getOperands()) {
      mlir::Operation *def = operand.getDefiningOp();
      // Values defined inside regions of other ops are not top-level edges.
      while (def && !vertices.count(def))
        def = def->getParentOp();
      if (def && def != op)
        boost::add_edge(vertices[def], v, graph);
    }
  std::sort(index.begin(), index.end());
}

WorkloadGraph::Vertex WorkloadGraph::vertex(mlir::Operation *op) const {
  auto it = std::lower_bound(index.begin(), index.end(), op,
                             [](const auto &entry, mlir::Operation *key) {
                               return entry.first < key;
                             });
  return it != index.end() && it->first == op ? it->second
                                              : Graph::null_vertex();
}

std::vector<WorkloadGraph::Vertex> WorkloadGraph::topologicalOrder() const {
  std::vector<Vertex> reversed;
  boost::topological_sort(graph, std::back_inserter(reversed));
  return {reversed.rbegin(), reversed.rend()};
}

std::vector<WorkloadGraph::Vertex> WorkloadGraph::producers(Vertex v) const {
  std::vector<Vertex> out;
  for (auto [it, end] = boost::in_edges(v, graph); it != end; ++it)
    out.push_back(boost::source(*it, graph));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<WorkloadGraph::Vertex> WorkloadGraph::consumers(Vertex v) const {
  std::vector<Vertex> out;
  for (auto [it, end] = boost::out_edges(v, graph); it != end; ++it)
    out.push_back(boost::target(*it, graph));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}
